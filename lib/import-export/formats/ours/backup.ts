import { z } from "@/lib/zod";
import { CURRENCIES } from "@/lib/currency/currencies";

export const BACKUP_FORMAT = "subscription-tracker-backup";
export const BACKUP_VERSION = 1;

// Shape only: each row is checked later with the form's schema, so one bad row spares the rest.
const text = z.string();
const optionalText = z.string().nullable();

const backupPriceChangeSchema = z.object({ effectiveDate: text, oldPrice: text, newPrice: text });
const backupPauseSchema = z.object({ pausedOn: text, resumedOn: text });
// Backups made before reminder choices were carried have none: those subscriptions follow the defaults.
const backupRemindersSchema = z
  .object({ enabled: z.boolean(), leadDays: z.array(z.number()).nullable(), remindToCancel: z.boolean() })
  .nullable()
  .optional();

// Backups made before payments and variable amounts were carried have neither.
const backupPaymentSchema = z.object({
  dueOn: text,
  state: text,
  paidOn: optionalText,
  amount: optionalText,
  currency: optionalText,
  rateToBase: optionalText,
  baseCurrency: optionalText,
  rateDate: optionalText,
  note: optionalText,
});

const backupSubscriptionSchema = z.object({
  name: text,
  brand: text,
  price: text,
  currency: text,
  cycle: text,
  startDate: text,
  endDate: text,
  autoRenew: z.boolean(),
  status: text,
  trialEndsOn: optionalText,
  pausedOn: optionalText,
  cancelledOn: optionalText,
  category: optionalText,
  iconUrl: optionalText,
  websiteUrl: optionalText,
  paymentMethod: optionalText,
  notes: optionalText,
  priceChanges: z.array(backupPriceChangeSchema),
  pauses: z.array(backupPauseSchema),
  reminders: backupRemindersSchema,
  variableAmount: z.boolean().optional(),
  amountMin: optionalText.optional(),
  amountMax: optionalText.optional(),
  payments: z.array(backupPaymentSchema).optional(),
});

const backupCategorySchema = z.object({ name: text, color: text, description: optionalText });

export const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  exportedAt: z.iso.datetime({ offset: true }),
  defaultCurrency: z.enum(CURRENCIES),
  categories: z.array(backupCategorySchema),
  subscriptions: z.array(backupSubscriptionSchema),
});

export type Backup = z.infer<typeof backupSchema>;
export type BackupSubscription = z.infer<typeof backupSubscriptionSchema>;
export type BackupCategory = z.infer<typeof backupCategorySchema>;
export type BackupPayment = z.infer<typeof backupPaymentSchema>;

export type BackupReadError = { key: "backupInvalid" } | { key: "backupVersionUnsupported"; values: { version: string } };

export type BackupReadResult = { ok: true; backup: Backup } | { ok: false; error: BackupReadError };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function readBackup(json: unknown): BackupReadResult {
  if (!isRecord(json) || json.format !== BACKUP_FORMAT) return { ok: false, error: { key: "backupInvalid" } };
  if (json.version !== BACKUP_VERSION) {
    return { ok: false, error: { key: "backupVersionUnsupported", values: { version: String(json.version ?? "") } } };
  }
  const parsed = backupSchema.safeParse(json);
  return parsed.success ? { ok: true, backup: parsed.data } : { ok: false, error: { key: "backupInvalid" } };
}

import { z } from "@/lib/zod";
import { CURRENCIES, type Currency } from "@/lib/currency/currencies";
import { categoryNames, formatPrice, pausesOf, priceChangesOf, remindersOf, type TransferData } from "./data";

export const BACKUP_FORMAT = "subscription-tracker-backup";
export const BACKUP_VERSION = 1;

// The document's shape only: each subscription's values are checked row by row on import, with
// the form's own schema, so one bad row does not make the whole backup unreadable.
const text = z.string();
const optionalText = z.string().nullable();

const backupPriceChangeSchema = z.object({ effectiveDate: text, oldPrice: text, newPrice: text });
const backupPauseSchema = z.object({ pausedOn: text, resumedOn: text });
// Backups made before reminder choices were carried have none: those subscriptions follow the defaults.
const backupRemindersSchema = z
  .object({ enabled: z.boolean(), leadDays: z.array(z.number()).nullable(), remindToCancel: z.boolean() })
  .nullable()
  .optional();

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

export type BackupMeta = { exportedAt: Date; defaultCurrency: Currency };

/** The user's data as a versioned JSON document: prices as two-decimal strings, dates as yyyy-MM-dd. */
export function toBackup(data: TransferData, meta: BackupMeta): Backup {
  const categories = categoryNames(data);
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: meta.exportedAt.toISOString(),
    defaultCurrency: meta.defaultCurrency,
    categories: data.categories.map((category) => ({
      name: category.name,
      color: category.color,
      description: category.description,
    })),
    subscriptions: data.subscriptions.map((subscription) => ({
      name: subscription.name,
      brand: subscription.brand,
      price: formatPrice(subscription.price),
      currency: subscription.currency,
      cycle: subscription.cycle,
      startDate: subscription.startDate,
      endDate: subscription.endDate,
      autoRenew: subscription.autoRenew,
      status: subscription.status,
      trialEndsOn: subscription.trialEndsOn,
      pausedOn: subscription.pausedOn,
      cancelledOn: subscription.cancelledOn,
      category: subscription.categoryId === null ? null : (categories.get(subscription.categoryId) ?? null),
      iconUrl: subscription.iconUrl,
      websiteUrl: subscription.websiteUrl,
      paymentMethod: subscription.paymentMethod,
      notes: subscription.notes,
      priceChanges: priceChangesOf(subscription.id, data).map((change) => ({
        effectiveDate: change.effectiveDate,
        oldPrice: formatPrice(change.oldPrice),
        newPrice: formatPrice(change.newPrice),
      })),
      pauses: pausesOf(subscription.id, data).map((pause) => ({ pausedOn: pause.pausedOn, resumedOn: pause.resumedOn })),
      reminders: backupReminders(subscription.id, data),
    })),
  };
}

function backupReminders(subscriptionId: number, data: TransferData): BackupSubscription["reminders"] {
  const reminders = remindersOf(subscriptionId, data);
  return reminders && { enabled: reminders.enabled, leadDays: reminders.leadDays, remindToCancel: reminders.remindToCancel };
}

export type BackupReadError = { key: "backupInvalid" } | { key: "backupVersionUnsupported"; values: { version: string } };

export type BackupReadResult = { ok: true; backup: Backup } | { ok: false; error: BackupReadError };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Checks a parsed JSON document: ours, a version this app reads, and the right shape. */
export function readBackup(json: unknown): BackupReadResult {
  if (!isRecord(json) || json.format !== BACKUP_FORMAT) return { ok: false, error: { key: "backupInvalid" } };
  if (json.version !== BACKUP_VERSION) {
    return { ok: false, error: { key: "backupVersionUnsupported", values: { version: String(json.version ?? "") } } };
  }
  const parsed = backupSchema.safeParse(json);
  return parsed.success ? { ok: true, backup: parsed.data } : { ok: false, error: { key: "backupInvalid" } };
}

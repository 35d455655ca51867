import { isCurrency, type Currency } from "@/lib/currency/currencies";
import type { CalendarDate } from "@/lib/dates/date-only";
import type { Tables } from "@/lib/supabase/database.types";

export const PAYMENT_STATES = ["paid", "skipped", "failed", "refunded"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_SOURCES = ["manual", "reminder", "import", "statement"] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

export type Payment = {
  id: number;
  subscriptionId: number;
  dueOn: CalendarDate;
  state: PaymentState;
  paidOn: CalendarDate | null;
  amount: number | null;
  currency: Currency | null;
  /** Into `baseCurrency`, frozen when recorded. */
  rateToBase: number | null;
  baseCurrency: Currency | null;
  rateDate: CalendarDate | null;
  source: PaymentSource;
  importBatchId: string | null;
  note: string | null;
  createdAt: string;
  updatedAt: string;
};

function oneOf<T extends string>(values: readonly T[], value: string, what: string): T {
  if (!(values as readonly string[]).includes(value)) throw new Error(`Unknown payment ${what} from the database: ${value}`);
  return value as T;
}

function currencyOrNull(value: string | null): Currency | null {
  if (value === null) return null;
  if (!isCurrency(value)) throw new Error(`Unknown currency code from the database: ${value}`);
  return value;
}

export function toPayment(row: Tables<"subscription_payments">): Payment {
  return {
    id: row.id,
    subscriptionId: row.subscription_id,
    dueOn: row.due_on,
    state: oneOf(PAYMENT_STATES, row.state, "state"),
    paidOn: row.paid_on,
    amount: row.amount === null ? null : Number(row.amount),
    currency: currencyOrNull(row.currency),
    rateToBase: row.rate_to_base === null ? null : Number(row.rate_to_base),
    baseCurrency: currencyOrNull(row.base_currency),
    rateDate: row.rate_date,
    source: oneOf(PAYMENT_SOURCES, row.source, "source"),
    importBatchId: row.import_batch_id,
    note: row.note,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export type PaidPayment = Payment & { state: "paid"; amount: number; currency: Currency };

export function isPaid(payment: Payment): payment is PaidPayment {
  return payment.state === "paid" && payment.amount !== null && payment.currency !== null;
}

export function chargeKey(subscriptionId: number, dueOn: CalendarDate): string {
  return `${subscriptionId}|${dueOn}`;
}

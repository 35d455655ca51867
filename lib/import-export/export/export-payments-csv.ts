import { toCsv } from "@/lib/import-export/formats/ours/csv";
import { formatPrice, formatRate, type TransferData } from "./data";

export const PAYMENT_CSV_COLUMNS = [
  "subscription",
  "due_on",
  "state",
  "paid_on",
  "amount",
  "currency",
  "rate_to_base",
  "base_currency",
  "rate_date",
  "note",
] as const;

/** One row per recorded payment, oldest charge first. */
export function paymentsCsv(data: Pick<TransferData, "subscriptions" | "payments">): string {
  const names = new Map(data.subscriptions.map((subscription) => [subscription.id, subscription.name]));
  const rows = data.payments
    .filter((payment) => names.has(payment.subscriptionId))
    .map((payment) => ({ payment, name: names.get(payment.subscriptionId) ?? "" }))
    .sort((a, b) => a.payment.dueOn.localeCompare(b.payment.dueOn) || a.name.localeCompare(b.name) || a.payment.id - b.payment.id)
    .map(({ payment, name }) => [
      name,
      payment.dueOn,
      payment.state,
      payment.paidOn ?? "",
      payment.amount === null ? "" : formatPrice(payment.amount),
      payment.currency ?? "",
      payment.rateToBase === null ? "" : formatRate(payment.rateToBase),
      payment.baseCurrency ?? "",
      payment.rateDate ?? "",
      payment.note ?? "",
    ]);
  return toCsv([PAYMENT_CSV_COLUMNS, ...rows]);
}

import type { CalendarDate } from "@/lib/dates/date-only";
import { priceOn } from "./money";
import type { PriceChange, Subscription } from "./types";

export type PriceHistoryEntry =
  | { kind: "start"; date: CalendarDate; price: number }
  | { kind: "trialEnd"; date: CalendarDate; price: number }
  | { kind: "change"; date: CalendarDate; oldPrice: number; newPrice: number };

type HistoryFields = Pick<Subscription, "id" | "price" | "startDate" | "status" | "trialEndsOn" | "pausedOn" | "cancelledOn">;

export function priceHistory(subscription: HistoryFields, priceChanges: readonly PriceChange[]): PriceHistoryEntry[] {
  const changes = priceChanges
    .filter((change) => change.subscriptionId === subscription.id)
    .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate) || a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  // Prices as charged once any trial is over.
  const paid = { ...subscription, status: "active" as const, trialEndsOn: null };
  const entries: PriceHistoryEntry[] = [
    { kind: "start", date: subscription.startDate, price: priceOn(paid, changes, subscription.startDate) },
  ];
  const { trialEndsOn } = subscription;
  if (subscription.status === "trial" && trialEndsOn !== null) {
    entries.push({ kind: "trialEnd", date: trialEndsOn, price: priceOn(paid, changes, trialEndsOn) });
  }
  for (const change of changes) {
    entries.push({ kind: "change", date: change.effectiveDate, oldPrice: change.oldPrice, newPrice: change.newPrice });
  }
  // Stable: on a shared day the start comes first, then the trial's end, then the changes as recorded.
  return entries.sort((a, b) => a.date.localeCompare(b.date));
}

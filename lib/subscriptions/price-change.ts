import { addDays, type CalendarDate } from "@/lib/dates/date-only";
import { priceOn } from "@/lib/subscriptions/money";
import type { PriceChange } from "@/lib/subscriptions/types";

export function priceReplacedOn(
  subscription: Parameters<typeof priceOn>[0],
  priceChanges: readonly PriceChange[],
  effectiveDate: CalendarDate,
): number {
  return priceOn(subscription, priceChanges, addDays(effectiveDate, -1));
}

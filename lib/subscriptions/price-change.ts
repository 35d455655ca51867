import { addDays, type CalendarDate } from "@/lib/dates/date-only";
import { priceOn } from "@/lib/subscriptions/money";
import type { PriceChange } from "@/lib/subscriptions/types";

/** The price a change effective on `effectiveDate` replaces: the one charged the day before. */
export function priceReplacedOn(
  subscription: Parameters<typeof priceOn>[0],
  priceChanges: readonly PriceChange[],
  effectiveDate: CalendarDate,
): number {
  return priceOn(subscription, priceChanges, addDays(effectiveDate, -1));
}

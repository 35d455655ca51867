import type { Currency } from "@/lib/currency/currencies";
import { convert, type RateTable } from "@/lib/currency/fallback-rates";
import { addDays, compareDates, type CalendarDate } from "@/lib/dates/date-only";
import { lastDayOf, monthNumber, monthOf, monthsFrom, type CalendarMonth } from "@/lib/dates/year-month";
import { addCycles, isOneTime } from "@/lib/subscriptions/cycle";
import { billingStopsOn, inTrialOn } from "@/lib/subscriptions/lifecycle";
import { billingDates, chargesBetween, type ChargeHistory } from "@/lib/subscriptions/schedule";
import { roundToMinorUnit } from "@/lib/subscriptions/format-money";
import { sumAmounts } from "@/lib/subscriptions/sum-amounts";
import type { Subscription } from "@/lib/subscriptions/types";
import { historiesBySubscription, type UserHistory } from "./charge-history";

export type ChargeNote = "trial" | "trialEnds" | "newPrice" | "final" | "oneTime";

export type UpcomingCharge = {
  date: CalendarDate;
  subscriptionId: number;
  name: string;
  amount: number;
  currency: Currency;
  converted: number | null;
  notes: ChargeNote[];
  /** A variable bill: what it may come to, in its own currency; `amount` is the estimate. */
  range?: AmountRange;
};

export type AmountRange = { min: number; max: number };

/** `range` only for a month with a variable bill: the lowest and highest total, in the default currency. */
export type UpcomingMonth = { month: CalendarMonth; total: number; charges: UpcomingCharge[]; range?: AmountRange };

type VariableForecast = AmountRange & { estimate: number };

export type ForecastContext = {
  today: CalendarDate;
  rates: RateTable;
  defaultCurrency: Currency;
  /** Variable bills' forecasts by subscription id (from their payments); the user's range stands in without one. */
  forecasts?: Readonly<Record<number, VariableForecast>>;
};

export const FORECAST_MONTHS = 12;

function billingEndsOn(subscription: Subscription): CalendarDate | null {
  const stops = billingStopsOn(subscription);
  const ends = subscription.autoRenew ? null : subscription.endDate;
  if (stops === null || ends === null) return stops ?? ends;
  return stops < ends ? stops : ends;
}

function isLastBillingBefore(subscription: Subscription, date: CalendarDate, endsOn: CalendarDate): boolean {
  if (addDays(date, 1) > addDays(endsOn, -1)) return true;
  return billingDates(subscription, addDays(date, 1), addDays(endsOn, -1)).next().done === true;
}

function notesFor(
  subscription: Subscription,
  own: ChargeHistory,
  date: CalendarDate,
  previous: CalendarDate | null,
  oneTime: boolean,
): ChargeNote[] {
  const notes: ChargeNote[] = [];
  if (oneTime) notes.push("oneTime");
  const trialEnds = subscription.status === "trial" ? subscription.trialEndsOn : null;
  if (inTrialOn(subscription, date)) notes.push("trial");
  else if (trialEnds !== null && date >= trialEnds && (previous === null || previous < trialEnds)) notes.push("trialEnds");
  if (
    previous !== null &&
    own.priceChanges.some((change) => change.effectiveDate > previous && change.effectiveDate <= date)
  ) {
    notes.push("newPrice");
  }
  return notes;
}

function forecastOf(subscription: Subscription, forecasts: ForecastContext["forecasts"]): VariableForecast | null {
  if (!subscription.variableAmount) return null;
  const known = forecasts?.[subscription.id];
  if (known) return known;
  const { amountMin: min, amountMax: max } = subscription;
  if (min === null || max === null) return null;
  return { min, max, estimate: roundToMinorUnit((min + max) / 2, subscription.currency) };
}

function monthRange(charges: readonly UpcomingCharge[], defaultCurrency: Currency, rates: RateTable): AmountRange | undefined {
  if (!charges.some((charge) => charge.range)) return undefined;
  const end = (pick: keyof AmountRange) =>
    sumAmounts(
      charges.map((charge) =>
        charge.range ? (convert(charge.range[pick], charge.currency, defaultCurrency, rates) ?? 0) : (charge.converted ?? 0),
      ),
    );
  return { min: end("min"), max: end("max") };
}

export function upcomingMonths(
  subscriptions: readonly Subscription[],
  history: UserHistory,
  { today, rates, defaultCurrency, forecasts }: ForecastContext,
  count = FORECAST_MONTHS,
): UpcomingMonth[] {
  const months = monthsFrom(monthOf(today), count);
  const charges: UpcomingCharge[][] = months.map(() => []);
  if (months.length === 0) return [];
  const end = lastDayOf(months[months.length - 1]);
  const historyOf = historiesBySubscription(history);
  const first = monthNumber(today);

  for (const subscription of subscriptions) {
    const own = historyOf(subscription.id);
    const oneTime = isOneTime(subscription.cycle);
    const forecast = forecastOf(subscription, forecasts);
    // A cycle back (and a few days for month ends), so the first charge from today knows the one before it.
    const lookback = addDays(addCycles(today, subscription.cycle, -1), -3);
    let previous: CalendarDate | null = null;
    let last: UpcomingCharge | null = null;
    for (const charge of chargesBetween(subscription, own, lookback, end)) {
      if (charge.date >= today) {
        const notes = notesFor(subscription, own, charge.date, previous, oneTime);
        // A free trial charge stays free, whatever the bill usually comes to.
        const variable = forecast && !notes.includes("trial") ? forecast : null;
        const amount = variable ? variable.estimate : charge.amount;
        last = {
          date: charge.date,
          subscriptionId: subscription.id,
          name: subscription.name,
          amount,
          currency: subscription.currency,
          converted: convert(amount, subscription.currency, defaultCurrency, rates),
          notes,
          ...(variable && { range: { min: variable.min, max: variable.max } }),
        };
        charges[monthNumber(charge.date) - first].push(last);
      }
      previous = charge.date;
    }
    const endsOn = billingEndsOn(subscription);
    if (last && endsOn !== null && !oneTime && isLastBillingBefore(subscription, last.date, endsOn)) {
      last.notes.push("final");
    }
  }

  return months.map((month, index) => {
    const list = charges[index].sort(
      (a, b) => compareDates(a.date, b.date) || (b.converted ?? 0) - (a.converted ?? 0) || a.subscriptionId - b.subscriptionId,
    );
    const range = monthRange(list, defaultCurrency, rates);
    return { month, total: sumAmounts(list.map((charge) => charge.converted ?? 0)), charges: list, ...(range && { range }) };
  });
}

import type { Currency } from "@/lib/currency/currencies";
import { addDays, type CalendarDate } from "@/lib/dates/date-only";
import type { RecurringCharge } from "@/lib/recurring-charges/types";
import { endDateFor, isValidCycle } from "@/lib/subscriptions/cycle";
import { nextBillingDate, type ChargedSubscription } from "@/lib/subscriptions/schedule";
import { CADENCE_CYCLES, fromMilli, matchScheduledCharges, type StatementPayment } from "./charge-dates";

/** What the review proposes to create, before the user edits it. */
export type NewSubscriptionProposal = {
  name: string;
  iconUrl: string | null;
  price: number;
  currency: Currency;
  cycle: string;
  /** The first charge found. */
  startDate: CalendarDate;
  /** The next charge expected after the last one found: the subscription's next payment date. */
  nextDate: CalendarDate;
  payments: StatementPayment[];
};

const SLUG = /^[a-z0-9-]+$/;

export function brandIconUrl(brand: string | null): string | null {
  return brand && SLUG.test(brand) ? `/brand-icons/${brand}.svg` : null;
}

function scheduleOf(startDate: CalendarDate, cycle: string, price: number): ChargedSubscription {
  return {
    id: 0,
    price,
    startDate,
    endDate: endDateFor(startDate, cycle),
    cycle,
    autoRenew: true,
    status: "active",
    trialEndsOn: null,
    pausedOn: null,
    cancelledOn: null,
  };
}

/**
 * The charges of a subscription about to be created, paired with its own schedule from the first
 * charge; and the date it is next expected. Edits to the cycle run it again.
 */
export function planNewSubscription(
  charges: RecurringCharge["charges"],
  { cycle, currency, price }: { cycle: string; currency: Currency; price: number },
): { startDate: CalendarDate; nextDate: CalendarDate; payments: StatementPayment[] } | null {
  if (charges.length === 0 || !isValidCycle(cycle)) return null;
  const startDate = charges[0].date;
  const schedule = scheduleOf(startDate, cycle, price);
  const { payments } = matchScheduledCharges(schedule, { priceChanges: [], pauses: [] }, charges, currency);
  const lastDue = payments.at(-1)?.dueOn ?? startDate;
  const lastBooked = charges[charges.length - 1].date;
  const after = addDays(lastDue > lastBooked ? lastDue : lastBooked, 1);
  const nextDate = nextBillingDate(schedule, after) ?? endDateFor(lastBooked, cycle);
  return { startDate, nextDate, payments };
}

export function proposeNewSubscription(charge: RecurringCharge & { currency: Currency }): NewSubscriptionProposal {
  const cycle = CADENCE_CYCLES[charge.cadence];
  const price = fromMilli(charge.amountMilli, charge.currency);
  const plan = planNewSubscription(charge.charges, { cycle, currency: charge.currency, price });
  return {
    name: charge.name,
    iconUrl: brandIconUrl(charge.brand),
    price,
    currency: charge.currency,
    cycle,
    startDate: plan?.startDate ?? charge.firstDate,
    nextDate: plan?.nextDate ?? charge.nextDate,
    payments: plan?.payments ?? [],
  };
}

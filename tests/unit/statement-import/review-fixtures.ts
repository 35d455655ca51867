import type { Cadence, RecurringCharge } from "@/lib/recurring-charges/types";
import type { StatementContext, StatementSubscription } from "@/lib/statement-import/queries";

let keys = 0;

/** A detected recurring charge from its bookings: [date, amount] pairs, oldest first. */
export function detected(
  name: string,
  cadence: Cadence,
  bookings: [date: string, amount: number][],
  extra: Partial<RecurringCharge> = {},
): RecurringCharge {
  const charges = bookings.map(([date, amount]) => ({ key: `id:${++keys}`, date, amountMilli: -Math.round(amount * 1000), label: name.toUpperCase() }));
  const last = bookings[bookings.length - 1];
  return {
    merchantKey: name.toUpperCase(),
    name,
    brand: null,
    category: null,
    cadence,
    currency: "USD",
    amountMilli: Math.round(last[1] * 1000),
    firstDate: bookings[0][0],
    lastDate: last[0],
    nextDate: last[0],
    active: true,
    confidence: 0.9,
    reasons: [{ kind: "occurrences", count: bookings.length }],
    priceChanges: [],
    charges,
    ...extra,
  };
}

export function monthly(name: string, from: string, count: number, amount: number, day = Number(from.slice(8))): [string, number][] {
  const [year, month] = from.split("-").map(Number);
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(year, month - 1 + i, day));
    return [date.toISOString().slice(0, 10), amount];
  });
}

export function subscription(id: number, name: string, fields: Partial<StatementSubscription> = {}): StatementSubscription {
  return {
    id,
    name,
    brand: name,
    iconUrl: null,
    price: 9.99,
    currency: "USD",
    startDate: "2025-01-05",
    endDate: "2025-02-05",
    cycle: "custom:months:1",
    autoRenew: true,
    variableAmount: false,
    status: "active",
    trialEndsOn: null,
    pausedOn: null,
    cancelledOn: null,
    ...fields,
  };
}

export function context(fields: Partial<StatementContext> = {}): StatementContext {
  return { subscriptions: [], priceChanges: [], pauses: [], aliases: [], dismissals: [], statements: [], categories: [], ...fields };
}

import { describe, expect, it } from "vitest";
import { cancellationSavings } from "@/lib/insights/savings";
import { makePriceChange, makeSubscription } from "../subscriptions/fixtures";

const context = { today: "2027-03-15", rates: { TWD: 1, USD: 30 }, defaultCurrency: "TWD" as const };
const none = { priceChanges: [], pauses: [] };

// US$10 a month on month ends, not renewing, cancelled from Jan 15: had it renewed, it would
// have charged on Jan 31 and Feb 28 (Mar 31 is still to come).
const monthEnd = makeSubscription({
  id: 1,
  name: "Month end",
  price: 10,
  currency: "USD",
  startDate: "2026-10-31",
  endDate: "2026-11-30",
  cycle: "custom:months:1",
  autoRenew: false,
  status: "cancelled",
  cancelledOn: "2027-01-15",
});

describe("cancellationSavings", () => {
  it("counts the charges a cancelled subscription would have made since, as if it kept renewing", () => {
    const savings = cancellationSavings([monthEnd], none, context);
    expect(savings.items).toEqual([
      { subscriptionId: 1, name: "Month end", cancelledOn: "2027-01-15", chargeCount: 2, amount: 20, currency: "USD", converted: 600 },
    ]);
    expect(savings.total).toBe(600);
  });

  it("includes its recorded price changes", () => {
    const raise = makePriceChange({ subscriptionId: 1, oldPrice: 10, newPrice: 12, effectiveDate: "2027-02-01" });
    const savings = cancellationSavings([monthEnd], { ...none, priceChanges: [raise] }, context);
    expect(savings.items[0]).toMatchObject({ chargeCount: 2, amount: 22, converted: 660 });
  });

  it("counts a charge on the cancellation day and on today", () => {
    const onTheDay = makeSubscription({ ...monthEnd, id: 2, cancelledOn: "2027-01-31" });
    const dueToday = makeSubscription({ ...monthEnd, id: 3, currency: "TWD", price: 5, startDate: "2027-01-15", endDate: "2027-02-15", cancelledOn: "2027-02-01" });
    const savings = cancellationSavings([onTheDay, dueToday], none, context);
    expect(savings.items.map((item) => [item.subscriptionId, item.chargeCount, item.converted])).toEqual([
      [2, 2, 600],
      [3, 2, 10],
    ]);
    expect(savings.total).toBe(610);
  });

  it("saves nothing yet on a yearly plan cancelled mid-term, or a one-time purchase", () => {
    const yearly = makeSubscription({ ...monthEnd, id: 4, cycle: "1year", startDate: "2026-06-01", endDate: "2027-06-01", cancelledOn: "2026-12-01" });
    const once = makeSubscription({ ...monthEnd, id: 5, cycle: "once", startDate: "2026-06-01", endDate: "2026-06-01", cancelledOn: "2026-07-01" });
    expect(cancellationSavings([yearly, once], none, context).items.map((item) => item.chargeCount)).toEqual([0, 0]);
  });

  it("leaves out subscriptions not cancelled, or cancelled from a later day", () => {
    const active = makeSubscription({ ...monthEnd, id: 6, status: "active", cancelledOn: null });
    const later = makeSubscription({ ...monthEnd, id: 7, cancelledOn: "2027-04-01" });
    expect(cancellationSavings([active, later], none, context)).toEqual({ items: [], total: 0 });
  });
});

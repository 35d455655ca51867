import { describe, expect, it } from "vitest";
import { amountBucket } from "@/lib/statement-import/dismissals";
import { buildStatementReview } from "@/lib/statement-import/review";
import { context, detected, monthly, subscription } from "./review-fixtures";

const TODAY = "2026-03-20";

describe("new subscriptions", () => {
  it("proposes an unmatched charge with its cycle, first charge as start and the next expected date", () => {
    const netflix = detected("Netflix", "monthly", monthly("Netflix", "2025-10-03", 6, 15.49), { brand: "netflix" });
    const review = buildStatementReview({ detection: { charges: [netflix] }, context: context(), today: TODAY });

    expect(review.newSubscriptions).toHaveLength(1);
    const { proposal } = review.newSubscriptions[0];
    expect(proposal).toMatchObject({
      name: "Netflix",
      iconUrl: "/brand-icons/netflix.svg",
      price: 15.49,
      currency: "USD",
      cycle: "custom:months:1",
      startDate: "2025-10-03",
      nextDate: "2026-04-03",
    });
    expect(proposal.payments.map((payment) => payment.dueOn)).toEqual(netflix.charges.map((charge) => charge.date));
    expect(proposal.payments[0]).toEqual({ dueOn: "2025-10-03", paidOn: "2025-10-03", amount: 15.49, currency: "USD", statementRef: netflix.charges[0].key });
  });

  it("writes each cadence as the app's cycle", () => {
    const cycles = (["weekly", "biweekly", "monthly", "bimonthly", "quarterly", "semiannual", "yearly"] as const).map((cadence) => {
      const charge = detected(`Shop ${cadence}`, cadence, [["2025-01-10", 5], ["2025-01-17", 5]]);
      return buildStatementReview({ detection: { charges: [charge] }, context: context(), today: TODAY }).newSubscriptions[0].proposal.cycle;
    });
    expect(cycles).toEqual(["custom:days:7", "custom:days:14", "custom:months:1", "custom:months:2", "custom:months:3", "6months", "1year"]);
  });

  it("pairs late bookings with their scheduled dates, and keeps yen whole", () => {
    const charge = detected("Niconico", "monthly", [["2026-01-31", 550], ["2026-03-02", 550]], { currency: "JPY" });
    const { proposal } = buildStatementReview({ detection: { charges: [charge] }, context: context(), today: TODAY }).newSubscriptions[0];
    expect(proposal.payments.map((payment) => [payment.dueOn, payment.paidOn, payment.amount])).toEqual([
      ["2026-01-31", "2026-01-31", 550],
      ["2026-02-28", "2026-03-02", 550],
    ]);
    expect(proposal.nextDate).toBe("2026-03-31");
  });

  it("leaves out dismissed charges, lists stopped ones as ended history, and skips unknown currencies", () => {
    const gym = detected("Corner Gym", "monthly", monthly("Gym", "2025-11-01", 4, 30));
    const old = detected("Old Magazine", "monthly", monthly("Mag", "2025-01-01", 4, 4), { active: false });
    const odd = detected("Odd", "monthly", monthly("Odd", "2025-01-01", 4, 4), { currency: "XXX" });
    const review = buildStatementReview({
      detection: { charges: [gym, old, odd] },
      context: context({ dismissals: [{ merchantKey: "CORNER GYM", cadence: "monthly", currency: "USD", amount: 29, amountBucket: amountBucket(29)! }] }),
      today: TODAY,
    });
    expect(review.newSubscriptions).toEqual([]);
    expect(review.ended.map((charge) => charge.name)).toEqual(["Old Magazine"]);
  });
});

describe("matching subscriptions already in the list", () => {
  it("uses a remembered alias before names, and names only in the same currency", () => {
    const charge = detected("Nflx Digital", "monthly", monthly("x", "2026-01-05", 3, 9.99));
    const spotify = detected("Spotify", "monthly", monthly("x", "2026-01-05", 3, 9.99), { currency: "EUR" });
    const review = buildStatementReview({
      detection: { charges: [charge, spotify] },
      context: context({
        subscriptions: [subscription(1, "Netflix"), subscription(2, "Nflx Digital"), subscription(3, "Spotify")],
        aliases: [{ merchantKey: "NFLX DIGITAL", subscriptionId: 1 }],
      }),
      today: TODAY,
    });
    expect(review.payments.map((item) => [item.subscription.name, item.matchedBy])).toEqual([["Netflix", "alias"]]);
    expect(review.newSubscriptions.map((item) => item.proposal.name)).toEqual(["Spotify"]);
  });

  it("matches a brand, an icon's slug or a name that starts with the other, ignoring case and accents", () => {
    const charges = [
      detected("Disney+", "monthly", monthly("x", "2026-01-05", 3, 9.99), { brand: "disney" }),
      detected("Spotify", "monthly", monthly("x", "2026-01-05", 3, 9.99)),
      detected("Cafe Crema Club", "monthly", monthly("x", "2026-01-05", 3, 9.99)),
    ];
    const review = buildStatementReview({
      detection: { charges },
      context: context({
        subscriptions: [
          subscription(1, "Family films", { iconUrl: "/brand-icons/disney.svg" }),
          subscription(2, "Spotify Premium"),
          subscription(3, "Café crema club"),
        ],
      }),
      today: TODAY,
    });
    expect(review.newSubscriptions).toEqual([]);
    expect(review.payments.map((item) => item.subscription.id).sort()).toEqual([1, 2, 3]);
  });
});

describe("payments and price changes", () => {
  const spotify = subscription(7, "Spotify", { price: 9.99, startDate: "2025-09-05", endDate: "2025-10-05" });
  const bookings = [...monthly("x", "2025-11-06", 3, 9.99), ...monthly("x", "2026-02-06", 2, 11.99)];
  const charge = detected("Spotify", "monthly", bookings, {
    priceChanges: [{ date: "2026-02-06", fromMilli: 9990, toMilli: 11990 }],
  });

  it("records each charge against its scheduled date, paid on the booking date", () => {
    const review = buildStatementReview({ detection: { charges: [charge] }, context: context({ subscriptions: [spotify] }), today: TODAY });
    expect(review.payments).toHaveLength(1);
    expect(review.payments[0].payments.map((payment) => [payment.dueOn, payment.paidOn, payment.amount])).toEqual([
      ["2025-11-05", "2025-11-06", 9.99],
      ["2025-12-05", "2025-12-06", 9.99],
      ["2026-01-05", "2026-01-06", 9.99],
      ["2026-02-05", "2026-02-06", 11.99],
      ["2026-03-05", "2026-03-06", 11.99],
    ]);
    expect(review.payments[0].payments[0].statementRef).toBe(charge.charges[0].key);
  });

  it("proposes the dated price step when the current price differs from the list's", () => {
    const review = buildStatementReview({ detection: { charges: [charge] }, context: context({ subscriptions: [spotify] }), today: TODAY });
    expect(review.priceChanges).toHaveLength(1);
    expect(review.priceChanges[0]).toMatchObject({ effectiveDate: "2026-02-05", oldPrice: 9.99, newPrice: 11.99, currency: "USD" });
  });

  it("proposes nothing already recorded: the price change, or payments by due date or statement reference", () => {
    const review = buildStatementReview({
      detection: { charges: [charge] },
      context: context({
        subscriptions: [spotify],
        priceChanges: [{ id: 1, subscriptionId: 7, oldPrice: 9.99, newPrice: 11.99, effectiveDate: "2026-02-05", createdAt: "2026-03-01T00:00:00Z" }],
      }),
      recorded: [
        { subscriptionId: 7, dueOn: "2025-11-05", statementRef: null },
        { subscriptionId: 7, dueOn: "2099-01-01", statementRef: charge.charges[1].key },
        { subscriptionId: 8, dueOn: "2026-01-05", statementRef: null },
      ],
      today: TODAY,
    });
    expect(review.priceChanges).toEqual([]);
    expect(review.payments[0].payments.map((payment) => payment.dueOn)).toEqual(["2026-01-05", "2026-02-05", "2026-03-05"]);
    expect(review.payments[0].alreadyRecorded).toBe(2);
  });

  it("proposes no price change for a variable bill, a small rounding difference, or another currency", () => {
    const variable = buildStatementReview({
      detection: { charges: [charge] },
      context: context({ subscriptions: [{ ...spotify, variableAmount: true }] }),
      today: TODAY,
    });
    expect(variable.priceChanges).toEqual([]);
    const close = buildStatementReview({ detection: { charges: [charge] }, context: context({ subscriptions: [{ ...spotify, price: 11.99 }] }), today: TODAY });
    expect(close.priceChanges).toEqual([]);
    const aliasedEuro = buildStatementReview({
      detection: { charges: [charge] },
      context: context({ subscriptions: [{ ...spotify, currency: "EUR" }], aliases: [{ merchantKey: "SPOTIFY", subscriptionId: 7 }] }),
      today: TODAY,
    });
    expect(aliasedEuro.priceChanges).toEqual([]);
    expect(aliasedEuro.payments[0].payments[0]).toMatchObject({ currency: "USD", amount: 9.99 });
  });
});

describe("still charging", () => {
  const bookings = monthly("x", "2025-12-01", 4, 30);

  it("flags charges after a cancellation; those before it are payments", () => {
    const gym = subscription(3, "Gym", { price: 30, startDate: "2025-06-01", endDate: "2025-07-01", status: "cancelled", cancelledOn: "2026-02-15" });
    const review = buildStatementReview({ detection: { charges: [detected("Gym", "monthly", bookings)] }, context: context({ subscriptions: [gym] }), today: TODAY });
    expect(review.stillCharging).toHaveLength(1);
    expect(review.stillCharging[0]).toMatchObject({ reason: "cancelled", since: "2026-02-15" });
    expect(review.stillCharging[0].payments.map((payment) => [payment.dueOn, payment.paidOn])).toEqual([
      ["2026-03-01", "2026-03-01"],
    ]);
    expect(review.payments[0].payments.map((payment) => payment.dueOn)).toEqual(["2025-12-01", "2026-01-01", "2026-02-01"]);
    expect(review.priceChanges).toEqual([]);
  });

  it("flags charges during a pause and after a term that does not renew", () => {
    const paused = subscription(4, "Gym", { price: 30, startDate: "2025-06-01", endDate: "2025-07-01" });
    const review = buildStatementReview({
      detection: { charges: [detected("Gym", "monthly", bookings)] },
      context: context({ subscriptions: [paused], pauses: [{ id: 1, subscriptionId: 4, pausedOn: "2026-01-01", resumedOn: "2026-02-01" }] }),
      today: TODAY,
    });
    expect(review.stillCharging[0]).toMatchObject({ reason: "paused", since: "2026-01-01" });
    expect(review.stillCharging[0].payments.map((payment) => payment.paidOn)).toEqual(["2026-01-01"]);

    const ended = subscription(5, "Gym", { price: 30, startDate: "2025-02-01", endDate: "2026-02-01", cycle: "1year", autoRenew: false });
    const monthlyOnYearly = buildStatementReview({
      detection: { charges: [detected("Gym", "yearly", [["2025-02-01", 30], ["2026-02-02", 30]])] },
      context: context({ subscriptions: [ended] }),
      today: TODAY,
    });
    expect(monthlyOnYearly.stillCharging[0]).toMatchObject({ reason: "ended", since: "2026-02-01" });
    expect(monthlyOnYearly.stillCharging[0].payments.map((payment) => payment.paidOn)).toEqual(["2026-02-02"]);
  });
});

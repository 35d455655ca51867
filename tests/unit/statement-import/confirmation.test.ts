import { describe, expect, it } from "vitest";
import { toConfirmArgs } from "@/lib/statement-import/confirm-args";
import { amountBucket, isDismissed, type Dismissal } from "@/lib/statement-import/dismissals";
import { isMerchantKey, statementConfirmationSchema, type StatementConfirmationInput } from "@/lib/statement-import/schema";

const FILE = { sha256: "ab".repeat(32), format: "ofx", period: { from: "2026-01-01", to: "2026-03-31" }, transactionCount: 40 } as const;

function newSubscription(name: string, merchantKey: string | null) {
  return {
    merchantKey,
    values: {
      name,
      price: 9.99,
      currency: "USD",
      startDate: "2026-01-03",
      endDate: "2026-04-03",
      cycle: "custom:months:1",
      iconUrl: null,
      autoRenew: true,
      categoryId: null,
      trialEndsOn: null,
      pausedOn: null,
      cancelledOn: null,
      notes: null,
      websiteUrl: null,
      paymentMethod: null,
    },
    category: null,
    payments: [{ dueOn: "2026-01-03", paidOn: "2026-01-04", amount: 9.99, currency: "USD", statementRef: "id:1x" }],
  } satisfies NonNullable<StatementConfirmationInput["subscriptions"]>[number];
}

const errorsOf = (input: StatementConfirmationInput) => {
  const parsed = statementConfirmationSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("merchant keys", () => {
  it("take the detection's normalised form only", () => {
    for (const key of ["NETFLIX", "NETFLIX.COM", "AMAZON PRIME", "CAFÉ DE FLORE", "X".repeat(200)]) expect(isMerchantKey(key), key).toBe(true);
    for (const key of ["", "netflix", " NETFLIX", "NETFLIX ", "AMAZON  PRIME", "AMAZON\tPRIME", "NET\u0000FLIX", "X".repeat(201)]) {
      expect(isMerchantKey(key), JSON.stringify(key)).toBe(false);
    }
  });
});

describe("dismissal buckets", () => {
  const dismissed: Dismissal[] = [{ merchantKey: "GYM", cadence: "monthly", currency: "EUR", amount: 30, amountBucket: amountBucket(30)! }];

  it("put amounts about 10% apart in neighbouring buckets", () => {
    expect(amountBucket(12.99)).toBe(26);
    expect(amountBucket(13.49)).toBe(26);
    expect(amountBucket(0.99)).toBe(0);
    expect(Object.is(amountBucket(0.99), -0)).toBe(false);
    expect([0, -1, Number.NaN, Number.POSITIVE_INFINITY].map(amountBucket)).toEqual([null, null, null, null]);
  });

  it("keep a small price change dismissed and ask again about a very different amount", () => {
    const candidate = { merchantKey: "GYM", cadence: "monthly", currency: "EUR", amount: 30 } as const;
    expect(isDismissed(candidate, dismissed)).toBe(true);
    expect(isDismissed({ ...candidate, amount: 33 }, dismissed)).toBe(true);
    expect(isDismissed({ ...candidate, amount: 45 }, dismissed)).toBe(false);
    expect(isDismissed({ ...candidate, cadence: "yearly" }, dismissed)).toBe(false);
    expect(isDismissed({ ...candidate, currency: "USD" }, dismissed)).toBe(false);
    expect(isDismissed({ ...candidate, merchantKey: "GYMS" }, dismissed)).toBe(false);
  });
});

describe("the statement confirmation", () => {
  it("takes a review and maps it to the database function's arguments", () => {
    const confirmation = statementConfirmationSchema.parse({
      statements: [FILE, { ...FILE, sha256: "cd".repeat(32), format: "csv", period: null, transactionCount: 0 }],
      subscriptions: [newSubscription("Hulu", "HULU")],
      priceChanges: [{ subscriptionId: "7", effectiveDate: "2026-03-01", newPrice: "12.99" }],
      payments: [{ subscriptionId: 7, dueOn: "2026-02-01", paidOn: "2026-02-01", amount: 12.99, currency: "USD", statementRef: "h:abc" }],
      merges: [{ merchantKey: "NETFLIX.COM", subscriptionId: 7 }],
      dismissals: [{ merchantKey: "CORNER CAFE", cadence: "weekly", currency: "USD", amount: 4.5 }],
    });
    const rate = { rateToBase: 31.5, baseCurrency: "TWD" as const, rateDate: "2026-02-01" };
    const args = toConfirmArgs(confirmation, (charge) => (charge.paidOn === "2026-02-01" ? rate : null));
    expect(args.statements).toEqual([
      { file_sha256: FILE.sha256, format: "ofx", period_from: "2026-01-01", period_to: "2026-03-31", transaction_count: 40 },
      { file_sha256: "cd".repeat(32), format: "csv", period_from: null, period_to: null, transaction_count: 0 },
    ]);
    expect(args.new_subscriptions).toMatchObject([
      {
        subscription: { name: "Hulu", brand: "Hulu", price: 9.99, end_date: "2026-04-03", auto_renew: true, status: "active" },
        category: null,
        merchant_key: "HULU",
        payments: [{ due_on: "2026-01-03", paid_on: "2026-01-04", statement_ref: "id:1x", rate_to_base: null }],
      },
    ]);
    expect(args.price_changes).toEqual([{ subscription_id: 7, effective_date: "2026-03-01", new_price: 12.99 }]);
    expect(args.payments).toEqual([
      {
        subscription_id: 7,
        due_on: "2026-02-01",
        paid_on: "2026-02-01",
        amount: 12.99,
        currency: "USD",
        statement_ref: "h:abc",
        rate_to_base: 31.5,
        base_currency: "TWD",
        rate_date: "2026-02-01",
      },
    ]);
    expect(args.aliases).toEqual([{ merchant_key: "NETFLIX.COM", subscription_id: 7 }]);
    expect(args.dismissals).toEqual([{ merchant_key: "CORNER CAFE", cadence: "weekly", currency: "USD", amount: 4.5 }]);
  });

  it("refuses what the database would refuse, naming the item", () => {
    expect(errorsOf({ statements: [] })).toEqual(["statements: invalidValue"]);
    expect(errorsOf({ statements: [{ ...FILE, sha256: "AB".repeat(32) }] })).toEqual(["statements.0.sha256: invalidValue"]);
    expect(errorsOf({ statements: [{ ...FILE, period: { from: "2026-04-01", to: "2026-03-31" } }] })).toEqual(["statements.0.period.to: endBeforeStart"]);
    expect(errorsOf({ statements: [{ ...FILE, format: "pdf" as "ofx" }] })).toEqual(["statements.0.format: invalidValue"]);
    expect(errorsOf({ statements: [{ ...FILE, transactionCount: 100_001 }] })).toHaveLength(1);
    const dismissal = { merchantKey: "GYM", cadence: "monthly", currency: "JPY", amount: 1490 } as const;
    expect(errorsOf({ statements: [FILE], dismissals: [{ ...dismissal, cadence: "daily" as "monthly" }] })).toEqual(["dismissals.0.cadence: invalidValue"]);
    expect(errorsOf({ statements: [FILE], dismissals: [{ ...dismissal, amount: 1490.5 }] })).toEqual(["dismissals.0.amount: priceNoDecimals"]);
    expect(errorsOf({ statements: [FILE], dismissals: [{ ...dismissal, amount: 0 }] })).toEqual(["dismissals.0.amount: invalidPrice"]);
    expect(errorsOf({ statements: [FILE], merges: [{ merchantKey: "gym", subscriptionId: 1 }] })).toEqual(["merges.0.merchantKey: invalidValue"]);
    const payment = { subscriptionId: 1, dueOn: "2026-01-01", paidOn: "2026-01-01", amount: 5, currency: "USD", statementRef: "id:a b" } as const;
    expect(errorsOf({ statements: [FILE], payments: [payment] })).toEqual(["payments.0.statementRef: invalidValue"]);
  });

  it("refuses two new subscriptions of one name and a merchant remembered twice", () => {
    expect(
      errorsOf({ statements: [FILE], subscriptions: [newSubscription("Apple", "APPLE.COM BILL"), newSubscription("apple", null)] }),
    ).toEqual(["subscriptions.1.values.name: duplicateNewSubscription"]);
    expect(
      errorsOf({ statements: [FILE], subscriptions: [newSubscription("Hulu", "HULU")], merges: [{ merchantKey: "HULU", subscriptionId: 3 }] }),
    ).toEqual(["merges.0.merchantKey: invalidValue"]);
  });

  it("caps the charges of one confirmation, new subscriptions' charges included", () => {
    const many = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ dueOn: "2026-01-01", paidOn: "2026-01-01", amount: 1, currency: "USD" as const, statementRef: `id:${i}` }));
    const item = { ...newSubscription("Hulu", null), payments: many(2000) };
    const payments = many(1001).map((charge) => ({ ...charge, subscriptionId: 1 }));
    expect(errorsOf({ statements: [FILE], subscriptions: [item], payments: payments.slice(0, 1000) })).toEqual([]);
    expect(errorsOf({ statements: [FILE], subscriptions: [item], payments })).toEqual(["payments: invalidValue"]);
  });
});

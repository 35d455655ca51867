import { describe, expect, it } from "vitest";
import { markAllDuePaidSchema, recordPaymentSchema } from "@/lib/payments/schema";

const paid = { subscriptionId: 4, dueOn: "2026-03-01", state: "paid", paidOn: "2026-03-02", amount: "11.99", currency: "EUR", note: "" };

function errors(input: unknown) {
  const result = recordPaymentSchema.safeParse(input);
  return result.success ? null : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("recordPaymentSchema", () => {
  it("reads a paid answer as the form sends it", () => {
    expect(recordPaymentSchema.parse(paid)).toEqual({
      subscriptionId: 4, dueOn: "2026-03-01", state: "paid", paidOn: "2026-03-02", amount: 11.99, currency: "EUR", note: null,
    });
  });

  it("holds amounts to the currency's own decimals", () => {
    expect(errors({ ...paid, amount: "11.999" })).toEqual({ amount: "priceDecimals" });
    expect(errors({ ...paid, amount: "1490.5", currency: "JPY" })).toEqual({ amount: "priceNoDecimals" });
    expect(errors({ ...paid, amount: "1.005", currency: "KWD" })).toBeNull();
    expect(errors({ ...paid, amount: "-1" })).toEqual({ amount: "priceNegative" });
    expect(errors({ ...paid, amount: "11,99 €" })).toEqual({ amount: "invalidPrice" });
  });

  it("asks a charge that went through for its amount and paid date", () => {
    expect(errors({ ...paid, amount: "" })).toEqual({ amount: "required" });
    expect(errors({ ...paid, state: "failed", paidOn: "" })).toEqual({ paidOn: "required" });
  });

  it("keeps paid dates within 1900–2199", () => {
    expect(errors({ ...paid, paidOn: "1899-12-31" })).toEqual({ paidOn: "dateOutOfRange" });
    expect(errors({ ...paid, paidOn: "2200-01-01" })).toEqual({ paidOn: "dateOutOfRange" });
    expect(errors({ ...paid, paidOn: "2026-02-30" })).toEqual({ paidOn: "invalidDate" });
  });

  it("stores a skipped charge without an amount or a paid date, as the database requires", () => {
    const skipped = recordPaymentSchema.parse({ ...paid, state: "skipped", amount: "abc" });
    expect(skipped).toMatchObject({ state: "skipped", amount: null, paidOn: null });
  });

  it("limits the note to 2,000 characters", () => {
    expect(errors({ ...paid, note: "x".repeat(2000) })).toBeNull();
    expect(errors({ ...paid, note: "x".repeat(2001) })).toEqual({ note: "notesTooLong" });
  });

  it("refuses a state the ledger does not know", () => {
    expect(errors({ ...paid, state: "assumed_paid" })).toEqual({ state: "invalidValue" });
  });
});

describe("markAllDuePaidSchema", () => {
  it("takes each charge at its expected amount and refuses an empty or oversized batch", () => {
    const charge = { subscriptionId: 1, dueOn: "2026-03-01", amount: 5, currency: "EUR" };
    expect(markAllDuePaidSchema.safeParse({ charges: [charge] }).success).toBe(true);
    expect(markAllDuePaidSchema.safeParse({ charges: [] }).success).toBe(false);
    expect(markAllDuePaidSchema.safeParse({ charges: Array(501).fill(charge) }).success).toBe(false);
    expect(markAllDuePaidSchema.safeParse({ charges: [{ ...charge, amount: 5.5, currency: "JPY" }] }).success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { databaseRefusal, quotaMessageKey } from "@/lib/actions/database-errors";
import { paidAnswer, toPaymentChange, toPaymentRow } from "@/lib/payments/payment-row";

const rate = { rateToBase: 32.1, baseCurrency: "TWD" as const, rateDate: "2026-02-27" };

describe("toPaymentRow", () => {
  it("records a manual payment with its frozen rate", () => {
    expect(toPaymentRow({ subscriptionId: 3, dueOn: "2026-03-01" }, paidAnswer("2026-03-01", 11.99, "USD"), rate, { userId: "u1" })).toEqual({
      user_id: "u1",
      subscription_id: 3,
      due_on: "2026-03-01",
      source: "manual",
      state: "paid",
      paid_on: "2026-03-01",
      amount: 11.99,
      currency: "USD",
      rate_to_base: 32.1,
      base_currency: "TWD",
      rate_date: "2026-02-27",
      note: null,
    });
  });

  it("leaves the rate empty when no day's rate was known", () => {
    expect(toPaymentChange(paidAnswer("2026-03-01", 5, "EUR"), null)).toMatchObject({ rate_to_base: null, base_currency: null, rate_date: null });
  });

  it("stores a skipped charge with no amount, date or rate, whatever the form held", () => {
    const change = toPaymentChange({ state: "skipped", paidOn: "2026-03-01", amount: 5, currency: "EUR", note: null }, rate);
    expect(change).toEqual({
      state: "skipped", paid_on: null, amount: null, currency: null, rate_to_base: null, base_currency: null, rate_date: null, note: null,
    });
  });

  it("changes only the columns a later answer may change", () => {
    expect(Object.keys(toPaymentChange(paidAnswer("2026-03-01", 5, "EUR"), rate)).sort()).toEqual(
      ["amount", "base_currency", "currency", "note", "paid_on", "rate_date", "rate_to_base", "state"],
    );
  });
});

describe("payment refusals", () => {
  it("say the payments quota and name the field a broken rule guards", () => {
    expect(quotaMessageKey({ code: "54000", hint: "payments" })).toBe("limits.payments");
    const check = (constraint: string) => ({ code: "23514", message: `violates check constraint "${constraint}"` });
    expect(databaseRefusal(check("subscription_payments_paid_on_range_check"))).toEqual({ ok: false, fieldErrors: { paidOn: ["dateOutOfRange"] } });
    expect(databaseRefusal(check("subscription_payments_amount_check"))).toEqual({ ok: false, fieldErrors: { amount: ["invalidPrice"] } });
  });
});

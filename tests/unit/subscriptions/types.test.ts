import { describe, expect, it } from "vitest";
import { toPriceChange, toSubscription, toSubscriptionRow } from "@/lib/subscriptions/row";
import { toCategory } from "@/lib/categories/types";

describe("row mappers", () => {
  it("maps a subscription row to the app's shape", () => {
    expect(
      toSubscription({
        id: 7,
        user_id: "u1",
        name: "Netflix",
        brand: "Netflix",
        price: 15.99,
        currency: "USD",
        start_date: "2026-01-05",
        end_date: "2026-02-04",
        cycle: "30days",
        icon_url: null,
        auto_renew: true,
        category_id: 3,
        status: "trial",
        trial_ends_on: "2026-02-05",
        paused_on: null,
        cancelled_on: null,
        notes: "Shared with Ana",
        website_url: "https://www.netflix.com/",
        payment_method: "Visa 4242",
        variable_amount: true,
        amount_min: 12.5,
        amount_max: 20,
        created_at: "2026-01-05T10:00:00Z",
        updated_at: "2026-01-06T10:00:00Z",
      }),
    ).toEqual({
      id: 7,
      name: "Netflix",
      brand: "Netflix",
      price: 15.99,
      currency: "USD",
      startDate: "2026-01-05",
      endDate: "2026-02-04",
      cycle: "30days",
      iconUrl: null,
      autoRenew: true,
      categoryId: 3,
      status: "trial",
      trialEndsOn: "2026-02-05",
      pausedOn: null,
      cancelledOn: null,
      notes: "Shared with Ana",
      websiteUrl: "https://www.netflix.com/",
      paymentMethod: "Visa 4242",
      variableAmount: true,
      amountMin: 12.5,
      amountMax: 20,
      createdAt: "2026-01-05T10:00:00Z",
      updatedAt: "2026-01-06T10:00:00Z",
    });
  });

  it("refuses a currency or a status the app does not know", () => {
    const row = {
      id: 1, user_id: "u", name: "n", brand: "b", price: 1, currency: "XYZ", start_date: "2026-01-01", end_date: "2026-01-31",
      cycle: "30days", icon_url: null, auto_renew: false, category_id: null, status: "active", trial_ends_on: null,
      paused_on: null, cancelled_on: null, notes: null, website_url: null, payment_method: null, variable_amount: false, amount_min: null, amount_max: null,
      created_at: "", updated_at: "",
    };
    expect(() => toSubscription(row)).toThrow(/XYZ/);
    expect(() => toSubscription({ ...row, currency: "USD", status: "expired" })).toThrow(/expired/);
  });

  it("writes a range only for a variable bill, and reads it back as numbers", () => {
    const read = toSubscription({
      id: 1, user_id: "u", name: "Power", brand: "Power", price: 40, currency: "EUR", start_date: "2026-01-01",
      end_date: "2026-01-31", cycle: "custom:months:1", icon_url: null, auto_renew: true, category_id: null,
      status: "active", trial_ends_on: null, paused_on: null, cancelled_on: null, notes: null, website_url: null,
      payment_method: null, variable_amount: true, amount_min: "35.5" as unknown as number, amount_max: 60,
      created_at: "", updated_at: "",
    });
    expect([read.variableAmount, read.amountMin, read.amountMax]).toEqual([true, 35.5, 60]);
    expect(toSubscriptionRow(read)).toMatchObject({ variable_amount: true, amount_min: 35.5, amount_max: 60 });
    expect(toSubscriptionRow({ ...read, variableAmount: false })).toMatchObject({ variable_amount: false, amount_min: null, amount_max: null });
  });

  it("maps price change and category rows", () => {
    expect(
      toPriceChange({ id: 2, subscription_id: 7, user_id: "u1", old_price: 15.99, new_price: 17.99, effective_date: "2026-03-01", created_at: "2026-02-01T00:00:00Z" }),
    ).toEqual({ id: 2, subscriptionId: 7, oldPrice: 15.99, newPrice: 17.99, effectiveDate: "2026-03-01", createdAt: "2026-02-01T00:00:00Z" });
    expect(
      toCategory({ id: 3, user_id: "u1", name: "Streaming", description: null, color: "#FF5733", created_at: "c", updated_at: "u" }),
    ).toEqual({ id: 3, name: "Streaming", description: null, color: "#FF5733", createdAt: "c", updatedAt: "u" });
  });
});

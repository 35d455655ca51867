import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createSubscriptionSchema, updateSubscriptionSchema } from "@/lib/subscriptions/schema";

const valid = {
  name: "  Netflix  ",
  brand: " Netflix Inc. ",
  price: "15.99",
  currency: "USD",
  startDate: "2026-01-05",
  endDate: "2026-02-04",
  cycle: "30days",
  iconUrl: "  ",
  autoRenew: true,
  categoryId: null,
};

function fieldErrors(input: unknown, schema: z.ZodType = createSubscriptionSchema) {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe("createSubscriptionSchema", () => {
  it("trims, coerces and normalizes a valid form", () => {
    expect(createSubscriptionSchema.parse(valid)).toEqual({
      name: "Netflix",
      brand: "Netflix Inc.",
      price: 15.99,
      currency: "USD",
      startDate: "2026-01-05",
      endDate: "2026-02-04",
      cycle: "30days",
      iconUrl: null,
      autoRenew: true,
      categoryId: null,
      status: "active",
      trialEndsOn: null,
      pausedOn: null,
      cancelledOn: null,
      notes: null,
      websiteUrl: null,
      paymentMethod: null,
      variableAmount: false,
      amountMin: null,
      amountMax: null,
    });
  });

  it("takes a variable amount with an optional expected range: both ends, in order, in the currency's decimals", () => {
    const variable = { ...valid, variableAmount: true };
    expect(createSubscriptionSchema.parse({ ...variable, amountMin: "", amountMax: "" })).toMatchObject({
      variableAmount: true,
      amountMin: null,
      amountMax: null,
    });
    expect(createSubscriptionSchema.parse({ ...variable, amountMin: "35.5", amountMax: "60" })).toMatchObject({ amountMin: 35.5, amountMax: 60 });
    expect(createSubscriptionSchema.parse({ ...variable, amountMin: "40", amountMax: "40" })).toMatchObject({ amountMin: 40, amountMax: 40 });
    expect(fieldErrors({ ...variable, amountMin: "35", amountMax: "" })).toEqual({ amountMax: ["amountRangeIncomplete"] });
    expect(fieldErrors({ ...variable, amountMin: "", amountMax: "60" })).toEqual({ amountMin: ["amountRangeIncomplete"] });
    expect(fieldErrors({ ...variable, amountMin: "60", amountMax: "35" })).toEqual({ amountMax: ["amountRangeReversed"] });
    expect(fieldErrors({ ...variable, amountMin: "-1", amountMax: "35" })).toEqual({ amountMin: ["priceNegative"] });
    expect(fieldErrors({ ...variable, amountMin: "1", amountMax: 10_000_000_000 })).toEqual({ amountMax: ["priceTooHigh"] });
    expect(fieldErrors({ ...variable, currency: "JPY", price: "3000", amountMin: "2500.5", amountMax: "4000" })).toEqual({
      amountMin: ["priceNoDecimals"],
    });
  });

  it("drops the range of a bill that is not variable", () => {
    expect(createSubscriptionSchema.parse({ ...valid, variableAmount: false, amountMin: "60", amountMax: "35" })).toMatchObject({
      variableAmount: false,
      amountMin: null,
      amountMax: null,
    });
  });

  it("requires a name after trimming, takes the name as the brand when none is given, and caps both at 200 characters", () => {
    expect(fieldErrors({ ...valid, name: "   ", brand: undefined })).toEqual({ name: ["required"] });
    expect(createSubscriptionSchema.parse({ ...valid, name: " Family plan ", brand: "  " }).brand).toBe("Family plan");
    expect(createSubscriptionSchema.parse({ ...valid, name: "Family plan", brand: undefined }).brand).toBe("Family plan");
    expect(createSubscriptionSchema.parse({ ...valid, name: "Family plan", brand: "Netflix" }).brand).toBe("Netflix");
    expect(fieldErrors({ ...valid, name: "x".repeat(201), brand: "y".repeat(201) })).toEqual({
      name: ["nameTooLong"],
      brand: ["brandTooLong"],
    });
    expect(createSubscriptionSchema.safeParse({ ...valid, name: "x".repeat(200) }).success).toBe(true);
  });

  it("requires a price: an empty field is an error, not 0", () => {
    expect(fieldErrors({ ...valid, price: "" })).toEqual({ price: ["required"] });
    expect(createSubscriptionSchema.parse({ ...valid, price: 0 }).price).toBe(0);
  });

  it("rejects a garbage, negative, over-precise or too large price with a field error", () => {
    expect(fieldErrors({ ...valid, price: "abc" })).toEqual({ price: ["invalidPrice"] });
    expect(fieldErrors({ ...valid, price: "1e3" })).toEqual({ price: ["invalidPrice"] });
    expect(fieldErrors({ ...valid, price: Number.NaN })).toEqual({ price: ["invalidPrice"] });
    expect(fieldErrors({ ...valid, price: "-1" })).toEqual({ price: ["priceNegative"] });
    expect(fieldErrors({ ...valid, price: "1.999" })).toEqual({ price: ["priceDecimals"] });
    expect(fieldErrors({ ...valid, price: 10_000_000_000 })).toEqual({ price: ["priceTooHigh"] });
    expect(createSubscriptionSchema.parse({ ...valid, price: "9999999999.99" }).price).toBe(9_999_999_999.99);
    expect(createSubscriptionSchema.parse({ ...valid, price: ".5" }).price).toBe(0.5);
  });

  it("accepts only listed ISO 4217 currencies", () => {
    expect(fieldErrors({ ...valid, currency: "XYZ" })).toEqual({ currency: ["invalidCurrency"] });
    expect(createSubscriptionSchema.parse({ ...valid, currency: "AUD" }).currency).toBe("AUD");
    expect(createSubscriptionSchema.parse({ ...valid, currency: "CNY" }).currency).toBe("CNY");
  });

  it("rejects impossible dates and an end before the start", () => {
    expect(fieldErrors({ ...valid, startDate: "2026-02-30" })).toEqual({ startDate: ["invalidDate"] });
    expect(fieldErrors({ ...valid, endDate: "05/01/2026" })).toEqual({ endDate: ["invalidDate"] });
    expect(fieldErrors({ ...valid, endDate: "" })).toEqual({ endDate: ["required"] });
    expect(fieldErrors({ ...valid, endDate: "2026-01-04" })).toEqual({ endDate: ["endBeforeStart"] });
    expect(createSubscriptionSchema.safeParse({ ...valid, endDate: "2026-01-05" }).success).toBe(true);
  });

  it("rejects real dates no subscription has, such as year 0001 or 9999, with their own message", () => {
    expect(fieldErrors({ ...valid, startDate: "0001-01-01", endDate: "0001-01-31" })).toEqual({
      startDate: ["dateOutOfRange"],
      endDate: ["dateOutOfRange"],
    });
    expect(fieldErrors({ ...valid, endDate: "9999-12-31" })).toEqual({ endDate: ["dateOutOfRange"] });
    expect(fieldErrors({ ...valid, status: "paused", pausedOn: "2200-01-01" })).toEqual({ pausedOn: ["dateOutOfRange"] });
    expect(createSubscriptionSchema.safeParse({ ...valid, startDate: "1900-01-01", endDate: "2199-12-31" }).success).toBe(true);
  });

  it("rejects malformed cycles rather than repairing them", () => {
    expect(fieldErrors({ ...valid, cycle: "weekly" })).toEqual({ cycle: ["invalidCycle"] });
    expect(fieldErrors({ ...valid, cycle: "custom:days:0" })).toEqual({ cycle: ["invalidCycle"] });
    expect(fieldErrors({ ...valid, cycle: "custom:months:121" })).toEqual({ cycle: ["invalidCycle"] });
    expect(createSubscriptionSchema.parse({ ...valid, cycle: "custom:days:7" }).cycle).toBe("custom:days:7");
  });

  it("accepts http(s) icon URLs and bundled brand icons only", () => {
    const iconOf = (iconUrl: unknown) => createSubscriptionSchema.parse({ ...valid, iconUrl }).iconUrl;
    expect(iconOf(" https://cdn.example.com/netflix.png ")).toBe("https://cdn.example.com/netflix.png");
    expect(iconOf("/brand-icons/netflix.svg")).toBe("/brand-icons/netflix.svg");
    expect(iconOf(undefined)).toBeNull();
    for (const bad of ["javascript:alert(1)", "ftp://example.com/a.png", "/brand-icons/../x.svg", "https://exa mple.com", "https://x.com/a b.png", "netflix.png"]) {
      expect(fieldErrors({ ...valid, iconUrl: bad }), bad).toEqual({ iconUrl: ["invalidUrl"] });
    }
    expect(fieldErrors({ ...valid, iconUrl: `https://example.com/${"a".repeat(2048)}` })).toEqual({ iconUrl: ["urlTooLong"] });
  });

  it("takes a positive category id or null", () => {
    expect(createSubscriptionSchema.parse({ ...valid, categoryId: "7" }).categoryId).toBe(7);
    expect(createSubscriptionSchema.parse({ ...valid, categoryId: "" }).categoryId).toBeNull();
    expect(fieldErrors({ ...valid, categoryId: 0 })).toEqual({ categoryId: ["invalidCategory"] });
    expect(fieldErrors({ ...valid, categoryId: 1.5 })).toEqual({ categoryId: ["invalidCategory"] });
  });

  it("reads auto-renew from a boolean or a checkbox value", () => {
    expect(createSubscriptionSchema.parse({ ...valid, autoRenew: "on" }).autoRenew).toBe(true);
    expect(createSubscriptionSchema.parse({ ...valid, autoRenew: undefined }).autoRenew).toBe(false);
    expect(fieldErrors({ ...valid, autoRenew: "yes" })).toEqual({ autoRenew: ["invalidValue"] });
  });
});

describe("updateSubscriptionSchema", () => {
  it("requires a positive id", () => {
    expect(fieldErrors({ ...valid }, updateSubscriptionSchema)).toEqual({ id: ["invalidId"] });
    expect(fieldErrors({ ...valid, id: -3 }, updateSubscriptionSchema)).toEqual({ id: ["invalidId"] });
    expect(updateSubscriptionSchema.parse({ ...valid, id: "42" }).id).toBe(42);
  });

  it("takes an optional price change with its own checks", () => {
    expect(updateSubscriptionSchema.parse({ ...valid, id: 1, priceChange: null }).priceChange).toBeUndefined();
    expect(
      updateSubscriptionSchema.parse({ ...valid, id: 1, priceChange: { newPrice: "17.99", effectiveDate: "2026-03-01" } }).priceChange,
    ).toEqual({ newPrice: 17.99, effectiveDate: "2026-03-01" });
    const result = updateSubscriptionSchema.safeParse({ ...valid, id: 1, priceChange: { newPrice: "x", effectiveDate: "2026-02-29" } });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(messages).toEqual([
      ["priceChange.newPrice", "invalidPrice"],
      ["priceChange.effectiveDate", "invalidDate"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { decimalsErrorKey, fitsCurrencyDecimals, parsePriceText } from "@/lib/currency/price-text";
import { createSubscriptionSchema } from "@/lib/subscriptions/schema";

describe("parsePriceText", () => {
  it.each([
    ["es", "11,99", "11.99"],
    ["es", "1.299,00 €", "1299.00"],
    ["es", "1.299", "1299"],
    ["es", "1,5", "1.5"],
    ["en", "$12", "12"],
    ["en", "1,299.00", "1299.00"],
    ["en", "1,299", "1299"],
    ["en", "11,99", "11.99"],
    ["en", "US$ 9.99", "9.99"],
    ["zh-TW", "NT$150", "150"],
    ["zh-TW", "１５０", "150"],
    ["en", "1 299,50", "1299.50"],
    ["en", "12.", "12"],
    ["en", ".5", "0.5"],
    ["en", "-3", "-3"],
  ])("in %s reads %j as %s", (locale, text, expected) => {
    expect(parsePriceText(text, locale)).toBe(expected);
  });

  it.each(["", "abc", "1,2,3", "1.2.3,4.5", "$"])("refuses %j", (text) => {
    expect(parsePriceText(text, "en")).toBeNull();
  });
});

describe("each currency's decimals", () => {
  it("allows none for JPY and KRW, two for most, three for KWD", () => {
    expect(fitsCurrencyDecimals(1490, "JPY")).toBe(true);
    expect(fitsCurrencyDecimals(1490.5, "JPY")).toBe(false);
    expect(fitsCurrencyDecimals(9.99, "USD")).toBe(true);
    expect(fitsCurrencyDecimals(9.999, "USD")).toBe(false);
    expect(fitsCurrencyDecimals(3.125, "KWD")).toBe(true);
    expect([decimalsErrorKey("KRW"), decimalsErrorKey("EUR"), decimalsErrorKey("KWD")]).toEqual([
      "priceNoDecimals",
      "priceDecimals",
      "priceDecimals3",
    ]);
  });

  const valid = {
    name: "Coupang",
    brand: "Coupang",
    price: "7890",
    currency: "KRW",
    startDate: "2026-05-01",
    endDate: "2026-06-01",
    cycle: "custom:months:1",
    iconUrl: "",
    autoRenew: true,
    categoryId: null,
  };
  const priceErrors = (input: Record<string, unknown>) => {
    const result = createSubscriptionSchema.safeParse({ ...valid, ...input });
    return result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === "price").map((issue) => issue.message);
  };

  it("checks a subscription's price against its currency, and an empty price is missing, not 0", () => {
    expect(priceErrors({})).toEqual([]);
    expect(priceErrors({ price: "7890.5" })).toEqual(["priceNoDecimals"]);
    expect(priceErrors({ price: "3.125", currency: "KWD" })).toEqual([]);
    expect(priceErrors({ price: "3.125", currency: "USD" })).toEqual(["priceDecimals"]);
    expect(priceErrors({ price: "" })).toEqual(["required"]);
    expect(priceErrors({ price: "   " })).toEqual(["required"]);
  });
});

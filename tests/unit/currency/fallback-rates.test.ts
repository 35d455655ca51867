import { describe, expect, it } from "vitest";
import { CURRENCIES, isCurrency } from "@/lib/currency/currencies";
import { currencySchema } from "@/lib/currency/schema";
import { convert, fallbackRatesInto } from "@/lib/currency/fallback-rates";

describe("currencies", () => {
  it("lists the spec's six first, then the rest of the world's", () => {
    expect(CURRENCIES.slice(0, 6)).toEqual(["TWD", "USD", "EUR", "JPY", "GBP", "CNY"]);
    expect(isCurrency("GBP")).toBe(true);
    expect(isCurrency("KRW")).toBe(true);
    expect(isCurrency("XYZ")).toBe(false);
    expect(currencySchema.safeParse("usd").success).toBe(false);
    expect(currencySchema.safeParse("CHF").success).toBe(true);
  });
});

describe("the static fallback table", () => {
  it("re-expresses the table as multipliers into a default currency", () => {
    const intoTwd = fallbackRatesInto("TWD");
    expect(intoTwd.TWD).toBe(1);
    expect(intoTwd.USD).toBe(31.5);
    expect(intoTwd.EUR).toBeCloseTo(34.2391304348, 9);
    expect(intoTwd.JPY).toBeCloseTo(0.2107023411, 9);
    expect(intoTwd.KRW).toBeUndefined();
  });

  it("has nothing but the base itself for a default currency outside the six", () => {
    expect(fallbackRatesInto("KRW")).toEqual({ KRW: 1 });
  });
});

describe("convert", () => {
  const intoTwd = fallbackRatesInto("TWD");

  it("converts into and out of the table's base and between two other currencies", () => {
    expect(convert(10, "USD", "TWD", intoTwd)).toBeCloseTo(315, 9);
    expect(convert(315, "TWD", "USD", intoTwd)).toBeCloseTo(10, 9);
    expect(convert(92, "EUR", "USD", intoTwd)).toBeCloseTo(100, 9);
    expect(convert(1495, "JPY", "GBP", intoTwd)).toBeCloseTo(7.9, 9);
  });

  it("returns the amount unchanged for the same currency, even without rates", () => {
    expect(convert(12.34, "EUR", "EUR", {})).toBe(12.34);
  });

  it("returns null when a rate is missing or unusable", () => {
    expect(convert(10, "CNY", "USD", { USD: 1 })).toBeNull();
    expect(convert(10, "CNY", "USD", { USD: 1, CNY: 0 })).toBeNull();
    expect(convert(10, "CNY", "USD", { USD: 1, CNY: Number.NaN })).toBeNull();
  });
});

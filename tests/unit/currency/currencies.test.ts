import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CURRENCIES, currencyDecimals } from "@/lib/currency/currencies";
import { formatMoney } from "@/lib/subscriptions/format-money";

const migration = readFileSync(new URL("../../../supabase/migrations/20261129000100_world_currencies.sql", import.meta.url), "utf8");

function sqlList(after: string): string[] {
  const start = migration.indexOf(after);
  const body = migration.slice(start, migration.indexOf("]", start));
  return [...body.matchAll(/'([A-Z]{3})'/g)].map((match) => match[1]);
}

describe("the currency list", () => {
  it("holds every ISO 4217 currency the keyless source quotes, once each", () => {
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(CURRENCIES).size).toBe(CURRENCIES.length);
    for (const code of ["KRW", "CHF", "MXN", "KWD", "BRL", "INR", "SEK", "AUD"]) expect(CURRENCIES).toContain(code);
    // Codes the source quotes that are not ISO 4217 (Faroese króna, Manx pound...) stay out.
    for (const code of ["FOK", "GGP", "IMP", "JEP", "KID", "TVD"]) expect(CURRENCIES).not.toContain(code);
  });

  it("is what the database accepts, with the same decimals", () => {
    expect(sqlList("p_code = any (array[").sort()).toEqual([...CURRENCIES].sort());
    const zero = sqlList("when p_code = any (array[");
    const three = sqlList("then 0\n    when p_code = any (array[");
    expect(zero.sort()).toEqual(CURRENCIES.filter((code) => currencyDecimals(code) === 0).sort());
    expect(three.sort()).toEqual(CURRENCIES.filter((code) => currencyDecimals(code) === 3).sort());
  });

  it("gives each currency the decimals Intl uses for it", () => {
    expect([currencyDecimals("JPY"), currencyDecimals("KRW"), currencyDecimals("KWD"), currencyDecimals("USD")]).toEqual([0, 0, 3, 2]);
    for (const code of CURRENCIES) {
      const digits = new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions().maximumFractionDigits;
      expect([code, currencyDecimals(code)]).toEqual([code, digits]);
    }
  });
});

describe("formatMoney in every language", () => {
  it.each([
    ["en", "KRW", 14900, "₩14,900"],
    ["en", "KWD", 3.5, "KWD\u00a03.500"],
    ["en", "CHF", 12.9, "CHF\u00a012.90"],
    ["es", "KRW", 14900, "14.900\u00a0KRW"],
    ["es", "MXN", 199, "199,00\u00a0MXN"],
    ["es", "KWD", 3.5, "3,500\u00a0KWD"],
    ["zh-TW", "KRW", 14900, "￦14,900"],
    ["zh-TW", "JPY", 1490, "¥1,490"],
  ])("%s shows %s %d as %s", (locale, currency, amount, expected) => {
    expect(formatMoney(amount, currency as never, locale)).toBe(expected);
  });

  it("never shows the New Taiwan dollar as a bare $ beside US$", () => {
    expect(formatMoney(150, "TWD", "zh-TW")).toBe("NT$150.00");
    expect(formatMoney(150.4, "TWD", "zh-TW", { whole: true })).toBe("NT$150");
    expect(formatMoney(9.99, "USD", "zh-TW")).toBe("US$9.99");
    expect(formatMoney(150, "TWD", "en")).toBe("NT$150.00");
    expect(formatMoney(150, "TWD", "es")).toBe("150,00\u00a0TWD");
    expect(formatMoney(9.99, "USD", "en")).toBe("$9.99");
  });
});

import { describe, expect, it } from "vitest";
import { currencyOfRegion, proposeCurrency } from "@/lib/currency/region-currency";

describe("proposeCurrency", () => {
  it.each([
    [["en-US", "en"], "USD"],
    [["es-MX", "es"], "MXN"],
    [["zh-TW", "zh"], "TWD"],
    [["es-ES"], "EUR"],
    [["de-CH"], "CHF"],
    [["ko-KR"], "KRW"],
    [["en-GB"], "GBP"],
    [["ja"], "JPY"],
    [["zh-Hant"], "TWD"],
    [["es"], "EUR"],
    [["fr-CI"], "XOF"],
  ])("proposes for %j: %s", (languages, currency) => {
    expect(proposeCurrency(languages)).toBe(currency);
  });

  it("skips tags it cannot place and has no answer for none", () => {
    expect(proposeCurrency(["not a tag!", "pt-BR"])).toBe("BRL");
    expect(proposeCurrency([])).toBeNull();
    expect(currencyOfRegion("AQ")).toBeNull();
  });
});

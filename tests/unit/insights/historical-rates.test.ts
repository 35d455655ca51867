import { describe, expect, it } from "vitest";
import type { CachedRate } from "@/lib/currency/queries";
import { historicalRates, MAX_RATE_AGE_DAYS } from "@/lib/insights/historical-rates";

const today = { TWD: 1, USD: 30, EUR: 35, JPY: 0.2 };
const cached: CachedRate[] = [
  { base: "USD", target: "TWD", rate: 32, rateDate: "2027-01-10" },
  { base: "USD", target: "TWD", rate: 31, rateDate: "2027-03-01" },
  { base: "USD", target: "EUR", rate: 0.9, rateDate: "2027-03-01" },
  // The other direction: one TWD is 1/33 of a dollar, so a dollar is 33 TWD, unless a direct quote exists that day.
  { base: "TWD", target: "USD", rate: 1 / 33, rateDate: "2027-02-01" },
  { base: "TWD", target: "USD", rate: 1 / 40, rateDate: "2027-03-01" },
  { base: "TWD", target: "EUR", rate: 0.025, rateDate: "2027-02-15" },
];

describe("historicalRates", () => {
  const rateOn = historicalRates(cached, "TWD", today);

  it("uses the rate of the charge's day", () => {
    expect(rateOn("USD", "2027-01-10")).toEqual({ rate: 32, day: "2027-01-10" });
    expect(rateOn("USD", "2027-03-01")).toEqual({ rate: 31, day: "2027-03-01" });
  });

  it("else the nearest earlier cached day, direct or inverted", () => {
    expect(rateOn("USD", "2027-01-31")).toEqual({ rate: 32, day: "2027-01-10" });
    expect(rateOn("USD", "2027-02-20")?.rate).toBeCloseTo(33, 10);
    expect(rateOn("USD", "2027-02-20")?.day).toBe("2027-02-01");
    expect(rateOn("EUR", "2027-03-10")).toEqual({ rate: 40, day: "2027-02-15" });
  });

  it(`falls back to today's rate before the first cached day or after ${MAX_RATE_AGE_DAYS} days without one`, () => {
    expect(rateOn("USD", "2027-01-09")).toEqual({ rate: 30, day: null });
    expect(rateOn("USD", "2027-04-01")).toEqual({ rate: 31, day: "2027-03-01" });
    expect(rateOn("USD", "2027-04-02")).toEqual({ rate: 30, day: null });
    expect(rateOn("JPY", "2027-03-01")).toEqual({ rate: 0.2, day: null });
  });

  it("needs no rate for the default currency, and gives none where even today has none", () => {
    expect(rateOn("TWD", "2020-01-01")).toEqual({ rate: 1, day: "2020-01-01" });
    expect(rateOn("GBP", "2027-03-01")).toBeNull();
  });

  it("reads today's table in any base", () => {
    const inEuros = historicalRates([], "EUR", { TWD: 1, USD: 30, EUR: 35 });
    expect(inEuros("USD", "2027-03-01")?.rate).toBeCloseTo(30 / 35, 10);
  });
});

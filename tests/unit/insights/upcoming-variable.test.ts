import { describe, expect, it } from "vitest";
import { buildInsights } from "@/lib/insights/build-insights";
import { upcomingMonths } from "@/lib/insights/upcoming";
import { makeSubscription } from "../subscriptions/fixtures";

const context = { today: "2027-01-15", rates: { TWD: 1, USD: 30 }, defaultCurrency: "TWD" as const };
const history = { priceChanges: [], pauses: [] };

// Power in US dollars on the 20th, a fixed TWD plan on the 1st.
const power = makeSubscription({
  id: 1,
  name: "Power",
  price: 40,
  currency: "USD",
  startDate: "2026-12-20",
  endDate: "2027-01-20",
  cycle: "custom:months:1",
  autoRenew: true,
  variableAmount: true,
  amountMin: 30,
  amountMax: 60,
});
const plan = makeSubscription({
  id: 2,
  name: "Plan",
  price: 300,
  currency: "TWD",
  startDate: "2026-12-01",
  endDate: "2027-01-01",
  cycle: "custom:months:1",
  autoRenew: true,
});

describe("the 12-month outlook with a variable bill", () => {
  it("counts the bill at the middle of the user's range and gives each month its lowest and highest total", () => {
    const [january, february] = upcomingMonths([power, plan], history, context, 2);
    expect(january.charges).toMatchObject([{ name: "Power", amount: 45, range: { min: 30, max: 60 } }]);
    expect(january).toMatchObject({ total: 1350, range: { min: 900, max: 1800 } });
    expect(february).toMatchObject({ total: 300 + 1350, range: { min: 300 + 900, max: 300 + 1800 } });
  });

  it("prefers a forecast from the payments when one is given", () => {
    const forecasts = { 1: { estimate: 52, min: 48, max: 61 } };
    const [january] = upcomingMonths([power], history, { ...context, forecasts }, 1);
    expect(january).toMatchObject({ total: 1560, range: { min: 1440, max: 1830 } });
  });

  it("gives no range to a month of fixed prices only, nor to a variable bill with nothing to go on", () => {
    const [, february] = upcomingMonths([plan, { ...power, amountMin: null, amountMax: null }], history, context, 2);
    expect(february.range).toBeUndefined();
    expect(february.total).toBe(300 + 1200);
  });
});

describe("the insights with variable bills' forecasts", () => {
  const input = {
    subscriptions: [power, plan],
    categories: [],
    priceChanges: [],
    pauses: [],
    cachedRates: [],
    rates: context.rates,
    defaultCurrency: context.defaultCurrency,
    today: context.today,
    monthlyTotal: 300 + 1560,
    locale: "en",
  };

  it("forecast the outlook and share the month by the forecast, not the price the bill was entered with", () => {
    const insights = buildInsights({ ...input, forecasts: { 1: { estimate: 52, min: 48, max: 61 } } });
    expect(insights.upcoming[0]).toMatchObject({ total: 1560, range: { min: 1440, max: 1830 } });
    expect(insights.byCategory).toMatchObject([{ key: "uncategorized", amount: 300 + 1560 }]);
    expect(insights.priceHistories).toEqual([]);
  });

  it("fall back to the user's range without forecasts", () => {
    const insights = buildInsights({ ...input, monthlyTotal: 300 + 1350 });
    expect(insights.upcoming[0]).toMatchObject({ total: 1350, range: { min: 900, max: 1800 } });
  });
});

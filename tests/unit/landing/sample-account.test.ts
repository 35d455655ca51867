import { describe, expect, it } from "vitest";
import { SAMPLE_MONTH_DAYS, SAMPLE_TODAY, sampleAccount } from "@/components/landing/sample-account";
import { locales } from "@/lib/i18n/locales";

// The landing's pictures of the product (dashboard preview, insights, calendar, notification) are one
// account: a visitor who adds up what the preview lists finds the insights' figures.
describe("the landing's sample account", () => {
  const usd = sampleAccount("en");

  it("totals its four subscriptions as the dashboard does: the yearly plan a twelfth a month", () => {
    expect(usd.currency).toBe("USD");
    expect(usd.monthlyTotal).toBeCloseTo(15.49 + 11.99 + 99.99 / 12 + 20, 10);
    expect(usd.annualEstimate).toBeCloseTo(usd.monthlyTotal * 12, 10);
  });

  it("counts the next twelve months charge by charge, with the yearly plan in this month and the price change from the next", () => {
    expect(usd.next12Months).toHaveLength(12);
    expect(usd.next12Months[0]).toBeCloseTo(15.49 + 11.99 + 99.99 + 20, 10);
    for (const month of usd.next12Months.slice(1)) expect(month).toBeCloseTo(15.49 + 12.99 + 20, 10);
    expect(usd.next12Total).toBeCloseTo(15.49 * 12 + 11.99 + 12.99 * 11 + 99.99 + 20 * 12, 10);
  });

  it("shares the monthly total out by category, in whole percents adding up to 100", () => {
    expect(usd.categories).toEqual([
      { key: "streaming", percent: 49 },
      { key: "ai", percent: 36 },
      { key: "software", percent: 15 },
    ]);
    for (const locale of locales) {
      expect(sampleAccount(locale).categories.reduce((sum, category) => sum + category.percent, 0)).toBe(100);
    }
  });

  it("puts each charge on the calendar's day, inside the sample month", () => {
    expect(SAMPLE_MONTH_DAYS).toBe(28);
    expect(new Date(`${SAMPLE_TODAY.slice(0, 8)}01T00:00:00Z`).getUTCDay()).toBe(1);
    expect(usd.subscriptions.map((subscription) => [subscription.name, subscription.chargeDay])).toEqual([
      ["Netflix", 3],
      ["Spotify", 14],
      ["Microsoft 365", 20],
      ["ChatGPT Plus", 25],
    ]);
  });

  it("is in New Taiwan dollars in Traditional Chinese and US dollars otherwise", () => {
    expect(sampleAccount("zh-TW").currency).toBe("TWD");
    expect(sampleAccount("zh-TW").monthlyTotal).toBe(390 + 149 + 2190 / 12 + 650);
    expect(sampleAccount("es")).toBe(usd);
  });
});

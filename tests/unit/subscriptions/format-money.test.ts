import { describe, expect, it } from "vitest";
import { formatMoney, roundForDisplay, roundToCents } from "@/lib/subscriptions/format-money";

describe("roundForDisplay", () => {
  it("rounds totals to whole numbers, halves up", () => {
    expect(roundForDisplay(42.857)).toBe(43);
    expect(roundForDisplay(10.5)).toBe(11);
    expect(roundForDisplay(10.4999999999999982)).toBe(11);
    expect(roundForDisplay(10.49)).toBe(10);
    expect(roundForDisplay(-0.2)).toBe(0);
  });

  it("rounds to cents without binary noise", () => {
    expect(roundToCents(1.005)).toBe(1.01);
    expect(roundToCents(42.857142857)).toBe(42.86);
  });
});

describe("formatMoney", () => {
  it("shows card prices with the currency's usual decimals", () => {
    expect(formatMoney(1234.5, "USD", "en")).toBe("$1,234.50");
    expect(formatMoney(1490, "JPY", "en")).toBe("¥1,490");
    expect(formatMoney(315, "TWD", "en")).toBe("NT$315.00");
    expect(formatMoney(12345.5, "EUR", "es")).toBe("12.345,50\u00a0€");
  });

  it("shows totals as whole numbers", () => {
    expect(formatMoney(1234.5, "USD", "en", { whole: true })).toBe("$1,235");
    expect(formatMoney(315.2, "TWD", "zh-TW", { whole: true })).toBe("NT$315");
  });
});

import { describe, expect, it } from "vitest";
import { insightsHref, insightsView } from "@/lib/insights/view";

const months = ["2027-01", "2027-02", "2027-03"];

describe("insightsView", () => {
  it("takes a month of the next months, else the first", () => {
    expect(insightsView({ month: "2027-02" }, months, "2027-01").month).toBe("2027-02");
    for (const month of ["2027-04", "2026-12", "2027-2", "next", ["2027-02"], undefined, "2027-02#x"]) {
      expect(insightsView({ month }, months, "2027-01").month, String(month)).toBe("2027-01");
    }
    expect(insightsView({ month: "2027-01" }, [], "2026-12").month).toBe("2026-12");
  });

  it("takes a day of that month only", () => {
    expect(insightsView({ month: "2027-02", day: "2027-02-28" }, months, "2027-01").day).toBe("2027-02-28");
    for (const day of ["2027-02-29", "2027-03-01", "28", ["2027-02-28"]]) {
      expect(insightsView({ month: "2027-02", day }, months, "2027-01").day, String(day)).toBeNull();
    }
  });

  it("shows every price history and saving only when asked", () => {
    expect(insightsView({}, months, "2027-01")).toEqual({ month: "2027-01", day: null, allPriceHistories: false, allSavings: false });
    expect(insightsView({ prices: "all", savings: "all" }, months, "2027-01")).toMatchObject({ allPriceHistories: true, allSavings: true });
    expect(insightsView({ prices: "yes", savings: ["all"] }, months, "2027-01")).toMatchObject({ allPriceHistories: false, allSavings: false });
  });
});

describe("insightsHref", () => {
  const view = { month: "2027-02", day: "2027-02-14", allPriceHistories: true, allSavings: false };

  it("keeps the rest of the view", () => {
    expect(insightsHref(view, { allSavings: true }, "savings")).toBe("/insights?month=2027-02&day=2027-02-14&prices=all&savings=all#savings");
    expect(insightsHref(view, { month: "2027-03", day: null }, "calendar")).toBe("/insights?month=2027-03&prices=all#calendar");
  });
});

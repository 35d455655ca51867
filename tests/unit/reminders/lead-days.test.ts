import { describe, expect, it } from "vitest";
import { formatLeadDaysText, normalizeLeadDays, parseLeadDaysText } from "@/lib/subscriptions/reminder-lead-days";

describe("lead days", () => {
  it("reads a typed list in any order, with commas, spaces or the Chinese comma, without repeats", () => {
    expect(parseLeadDaysText("0, 14,3")).toEqual([14, 3, 0]);
    expect(parseLeadDaysText("30、7，1 1")).toEqual([30, 7, 1]);
    expect(parseLeadDaysText("365")).toEqual([365]);
    expect(parseLeadDaysText("")).toEqual([]);
  });

  it("refuses anything that is not a whole number of days from 0 to 365", () => {
    for (const text of ["366", "-1", "1.5", "a week", "7d", "1000"]) expect(parseLeadDaysText(text), text).toBeNull();
  });

  it("formats most distant first", () => {
    expect(formatLeadDaysText([0, 14, 3, 14])).toBe("14, 3, 0");
    expect(normalizeLeadDays([1, 1, 2])).toEqual([2, 1]);
  });
});

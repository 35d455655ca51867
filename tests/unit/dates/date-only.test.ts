import { describe, expect, it } from "vitest";
import { addDays, addMonths, daysBetween, formatCardDate, isValidCalendarDate } from "@/lib/dates/date-only";
import { todayIn } from "@/lib/dates/local-clock";
import { endDateFor } from "@/lib/subscriptions/cycle";

describe("todayIn", () => {
  it("gives the calendar date in the user's zone, not UTC's", () => {
    const instant = new Date("2026-03-01T02:00:00Z");
    expect(todayIn("America/Los_Angeles", instant)).toBe("2026-02-28");
    expect(todayIn("UTC", instant)).toBe("2026-03-01");
    expect(todayIn("Asia/Taipei", new Date("2026-02-28T20:00:00Z"))).toBe("2026-03-01");
  });

  it("falls back to UTC for an unknown zone", () => {
    expect(todayIn("Mars/Olympus_Mons", new Date("2026-03-01T02:00:00Z"))).toBe("2026-03-01");
  });
});

describe("isValidCalendarDate", () => {
  it("accepts real dates including leap days", () => {
    expect(isValidCalendarDate("2026-01-05")).toBe(true);
    expect(isValidCalendarDate("2024-02-29")).toBe(true);
    expect(isValidCalendarDate("2000-02-29")).toBe(true);
  });

  it("rejects impossible or malformed dates", () => {
    for (const value of ["2026-02-30", "2026-02-29", "1900-02-29", "2026-13-01", "2026-00-10", "2026-1-5", "2026/01/05", "", "2026-01-05T00:00"]) {
      expect(isValidCalendarDate(value), value).toBe(false);
    }
  });
});

describe("calendar arithmetic", () => {
  it("adds days across month, year and DST boundaries", () => {
    expect(addDays("2026-12-28", 7)).toBe("2027-01-04");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
    expect(addDays("2026-11-01", 1)).toBe("2026-11-02");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("clamps month additions to the month's last day", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonths("2026-02-28", 1, 31)).toBe("2026-03-31");
  });

  it("counts days between dates, signed, across DST changes", () => {
    expect(daysBetween("2026-03-01", "2026-04-01")).toBe(31);
    expect(daysBetween("2026-10-20", "2026-11-10")).toBe(21);
    expect(daysBetween("2026-01-10", "2026-01-03")).toBe(-7);
    expect(daysBetween("2024-01-01", "2025-01-01")).toBe(366);
  });
});

describe("endDateFor", () => {
  it("adds one cycle to the start date", () => {
    expect(endDateFor("2026-01-31", "30days")).toBe("2026-03-02");
    expect(endDateFor("2026-01-31", "custom:months:1")).toBe("2026-02-28");
    expect(endDateFor("2026-08-31", "6months")).toBe("2027-02-28");
    expect(endDateFor("2024-02-29", "1year")).toBe("2025-02-28");
    expect(endDateFor("2026-12-28", "custom:days:7")).toBe("2027-01-04");
    expect(endDateFor("2026-05-15", "custom:years:2")).toBe("2028-05-15");
  });

  it("proposes the end date the form shows", () => {
    expect(endDateFor("2026-01-05", "1year")).toBe("2027-01-05");
    expect(endDateFor("2026-01-05", "custom:days:14")).toBe("2026-01-19");
  });
});

describe("formatCardDate", () => {
  it("uses the fixed yyyy/MM/dd format", () => {
    expect(formatCardDate("2026-01-05")).toBe("2026/01/05");
  });
});

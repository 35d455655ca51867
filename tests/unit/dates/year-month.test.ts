import { describe, expect, it } from "vitest";
import { dayOfWeek } from "@/lib/dates/date-only";
import { addCalendarMonths, firstDayOf, isCalendarMonth, lastDayOf, monthOf, monthsFrom } from "@/lib/dates/year-month";

describe("calendar months", () => {
  it("accepts yyyy-MM months only", () => {
    for (const value of ["2027-01", "2027-12", "2028-02"]) expect(isCalendarMonth(value), value).toBe(true);
    for (const value of ["2027-13", "2027-00", "2027-1", "2027-01-01", "0000-01", "", null, ["2027-01"], "２０２７-01"]) {
      expect(isCalendarMonth(value), String(value)).toBe(false);
    }
  });

  it("knows month ends, leap years included", () => {
    expect(lastDayOf("2027-02")).toBe("2027-02-28");
    expect(lastDayOf("2028-02")).toBe("2028-02-29");
    expect(lastDayOf("2100-02")).toBe("2100-02-28");
    expect(lastDayOf("2000-02")).toBe("2000-02-29");
    expect(lastDayOf("2027-04")).toBe("2027-04-30");
    expect(firstDayOf("2027-04")).toBe("2027-04-01");
    expect(monthOf("2027-04-30")).toBe("2027-04");
  });

  it("steps across years", () => {
    expect(addCalendarMonths("2027-11", 3)).toBe("2028-02");
    expect(addCalendarMonths("2027-01", -1)).toBe("2026-12");
    expect(monthsFrom("2027-11", 3)).toEqual(["2027-11", "2027-12", "2028-01"]);
    expect(monthsFrom("2027-11", 0)).toEqual([]);
  });

  it("names the weekday of a date, 0 for Sunday", () => {
    expect(dayOfWeek("1970-01-01")).toBe(4);
    expect(dayOfWeek("2026-02-01")).toBe(0);
    expect(dayOfWeek("2027-02-01")).toBe(1);
    expect(dayOfWeek("2024-02-29")).toBe(4);
    expect(dayOfWeek("1969-12-31")).toBe(3);
  });
});

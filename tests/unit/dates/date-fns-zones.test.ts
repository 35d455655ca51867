import { afterEach, describe, expect, it } from "vitest";
import { addDays, addMonths, dayOfWeek, daysBetween, formatCardDate, isLastDayOfMonth, toUtcDate } from "@/lib/dates/date-only";
import { lastDayOf } from "@/lib/dates/year-month";
import { calendarWeeks } from "@/lib/insights/month-grid";

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

// The process's own zone must not move a day: date-fns works on UTCDates, never on local time.
function sample() {
  return [
    addDays("2026-03-07", 1),
    addDays("2026-10-31", 2),
    addMonths("2026-01-31", 1),
    addMonths("2024-02-29", 12),
    addMonths("2026-02-28", 1, 31),
    daysBetween("2026-03-01", "2026-04-01"),
    daysBetween("2026-10-20", "2026-11-10"),
    dayOfWeek("2026-03-08"),
    isLastDayOfMonth("2028-02-29"),
    formatCardDate("2026-12-31"),
    lastDayOf("2026-02"),
    calendarWeeks("2026-03", 1)[0],
  ];
}

describe("calendar dates in every process time zone", () => {
  it("gives the same days from UTC−12 to UTC+14, across DST changes", () => {
    process.env.TZ = "UTC";
    const expected = sample();
    expect(expected.slice(0, 5)).toEqual(["2026-03-08", "2026-11-02", "2026-02-28", "2025-02-28", "2026-03-31"]);
    for (const zone of ["Etc/GMT+12", "Pacific/Pago_Pago", "America/Sao_Paulo", "America/New_York", "Europe/London", "Asia/Kathmandu", "Pacific/Chatham", "Pacific/Kiritimati"]) {
      process.env.TZ = zone;
      expect(sample(), zone).toEqual(expected);
    }
  });

  it("hands out a date the caller may change without changing later answers", () => {
    const date = toUtcDate("2026-05-15");
    date.setTime(0);
    expect(toUtcDate("2026-05-15").toISOString()).toBe("2026-05-15T00:00:00.000Z");
    expect(addDays("2026-05-15", 1)).toBe("2026-05-16");
  });

  it("refuses what is not a yyyy-MM-dd day", () => {
    for (const value of ["2026-02-29", "20260105", "2026-W01-1", "0000-01-01", "2026-01-05T00:00"]) {
      expect(() => toUtcDate(value), value).toThrow(RangeError);
    }
  });
});

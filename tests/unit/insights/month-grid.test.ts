import { describe, expect, it } from "vitest";
import { calendarWeeks, chargesByDay, weekdayOrder } from "@/lib/insights/month-grid";
import type { UpcomingCharge } from "@/lib/insights/upcoming";

describe("calendarWeeks", () => {
  it("starts February 2027 (a Monday) after one blank Sunday, or on the first row from Monday", () => {
    const sunday = calendarWeeks("2027-02", 0);
    expect(sunday).toHaveLength(5);
    expect(sunday[0]).toEqual([null, "2027-02-01", "2027-02-02", "2027-02-03", "2027-02-04", "2027-02-05", "2027-02-06"]);
    expect(sunday[4]).toEqual(["2027-02-28", null, null, null, null, null, null]);
    const monday = calendarWeeks("2027-02", 1);
    expect(monday).toHaveLength(4);
    expect(monday[0][0]).toBe("2027-02-01");
    expect(monday[3][6]).toBe("2027-02-28");
  });

  it("fits a leap February and a six-row month", () => {
    const leap = calendarWeeks("2028-02", 1);
    expect(leap.flat().filter(Boolean)).toHaveLength(29);
    expect(leap[0].slice(0, 2)).toEqual([null, "2028-02-01"]);
    // May 2027 starts on a Saturday: 31 days from Sunday-first weeks need six rows.
    expect(calendarWeeks("2027-05", 0)).toHaveLength(6);
  });

  it("orders the weekday headers", () => {
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
});

describe("chargesByDay", () => {
  const charge = (date: string, converted: number | null, subscriptionId = 1): UpcomingCharge => ({
    date,
    subscriptionId,
    name: `S${subscriptionId}`,
    amount: converted ?? 5,
    currency: "TWD",
    converted,
    notes: [],
  });

  it("totals each day in date order; amounts without a rate add nothing", () => {
    const days = chargesByDay([charge("2027-03-05", 100), charge("2027-03-01", 30), charge("2027-03-05", 50.5, 2), charge("2027-03-05", null, 3)]);
    expect(days.map(({ date, total, charges }) => [date, total, charges.length])).toEqual([
      ["2027-03-01", 30, 1],
      ["2027-03-05", 150.5, 3],
    ]);
  });
});

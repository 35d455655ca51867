import { describe, expect, it } from "vitest";
import { judgeCadence, nextChargeDate } from "@/lib/recurring-charges/cadence";
import { everyDays, groceries, monthlyDates } from "./helpers";

describe("judgeCadence", () => {
  it.each([
    ["weekly", everyDays("2026-01-05", 6, 7)],
    ["biweekly", everyDays("2026-01-02", 6, 14)],
    ["monthly", monthlyDates("2025-01-15", 6)],
    ["bimonthly", monthlyDates("2025-01-10", 5, 2)],
    ["quarterly", monthlyDates("2024-01-20", 5, 3)],
    ["semiannual", monthlyDates("2024-03-01", 3, 6)],
    ["yearly", monthlyDates("2023-06-30", 3, 12)],
  ] as const)("recognises %s charges", (cadence, dates) => {
    expect(judgeCadence(dates)).toMatchObject({ cadence, maxDeviationDays: 0, missed: 0, misfits: 0 });
  });

  it("tolerates a charge a day or two late or early", () => {
    const fit = judgeCadence(["2026-01-05", "2026-02-06", "2026-03-04", "2026-04-05", "2026-05-07"]);
    expect(fit).toMatchObject({ cadence: "monthly", maxDeviationDays: 2 });
    expect(judgeCadence(["2026-01-05", "2026-01-13", "2026-01-19", "2026-01-26"])?.cadence).toBe("weekly");
  });

  it("treats Jan 31, Feb 28 and Mar 31 as exactly monthly, and Feb 29 in a leap year", () => {
    expect(judgeCadence(["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"])).toMatchObject({
      cadence: "monthly",
      maxDeviationDays: 0,
      variation: 0,
    });
    expect(judgeCadence(["2024-01-31", "2024-02-29", "2024-03-31"])).toMatchObject({ cadence: "monthly", maxDeviationDays: 0 });
  });

  it("allows one missed charge, not two", () => {
    const once = ["2025-01-15", "2025-02-15", "2025-04-15", "2025-05-15", "2025-06-15"];
    expect(judgeCadence(once)).toMatchObject({ cadence: "monthly", missed: 1 });
    expect(judgeCadence(["2025-01-15", "2025-03-15", "2025-05-15", "2025-06-15"])?.cadence).not.toBe("monthly");
  });

  it("rejects gaps of 45 days: too long for monthly, too short for bimonthly", () => {
    expect(judgeCadence(everyDays("2025-01-01", 5, 45))).toBeNull();
  });

  it("rejects a mix of 3, 6 and 15 months that only averages out to something plausible", () => {
    expect(judgeCadence(["2023-01-10", "2023-04-10", "2023-10-10", "2025-01-10"])).toBeNull();
  });

  it("finds no rhythm in grocery shopping", () => {
    const dates = groceries("2025-01-01", "2025-12-31", 11).map((transaction) => transaction.date);
    expect(judgeCadence(dates)).toBeNull();
  });

  it("needs two charges", () => {
    expect(judgeCadence(["2026-01-01"])).toBeNull();
  });
});

describe("nextChargeDate", () => {
  it("steps one period from the last charge, keeping a month-end stream at month end", () => {
    expect(nextChargeDate(["2026-01-31", "2026-02-28"], "monthly")).toBe("2026-03-31");
    expect(nextChargeDate(["2026-03-31"], "monthly")).toBe("2026-04-30");
    expect(nextChargeDate(["2026-01-30", "2026-02-28"], "monthly")).toBe("2026-03-30");
    expect(nextChargeDate(["2025-11-30"], "quarterly")).toBe("2026-02-28");
    expect(nextChargeDate(["2024-02-29"], "yearly")).toBe("2025-02-28");
    expect(nextChargeDate(["2026-12-28"], "weekly")).toBe("2027-01-04");
    expect(nextChargeDate(["2026-12-28"], "biweekly")).toBe("2027-01-11");
  });
});

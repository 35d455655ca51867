import { describe, expect, it } from "vitest";
import {
  CUSTOM_CYCLE_LIMITS,
  cycleInMonths,
  cycleModeOf,
  formatCycle,
  isValidCycle,
  normalizeCycle,
  parseCycle,
  namedCycleOf,
  NAMED_CYCLES,
  DEFAULT_CYCLE,
  toCustomCycle,
} from "@/lib/subscriptions/cycle";

describe("parseCycle", () => {
  it("reads the three presets", () => {
    expect(parseCycle("30days")).toEqual({ kind: "preset", preset: "30days" });
    expect(parseCycle("6months")).toEqual({ kind: "preset", preset: "6months" });
    expect(parseCycle("1year")).toEqual({ kind: "preset", preset: "1year" });
  });

  it("falls back to monthly, the default, for an unknown preset or a malformed value", () => {
    for (const value of ["weekly", "", null, undefined, "custom:weeks:2", "custom:days", "1years"]) {
      expect(parseCycle(value)).toEqual({ kind: "custom", unit: "months", amount: 1 });
    }
  });

  it("reads custom cycles", () => {
    expect(parseCycle("custom:days:7")).toEqual({ kind: "custom", unit: "days", amount: 7 });
    expect(parseCycle("custom:months:3")).toEqual({ kind: "custom", unit: "months", amount: 3 });
    expect(parseCycle("custom:years:2")).toEqual({ kind: "custom", unit: "years", amount: 2 });
  });

  it("turns a non-finite or non-positive custom amount into 1 and floors decimals", () => {
    expect(parseCycle("custom:days:0")).toEqual({ kind: "custom", unit: "days", amount: 1 });
    expect(parseCycle("custom:days:-4")).toEqual({ kind: "custom", unit: "days", amount: 1 });
    expect(parseCycle("custom:days:abc")).toEqual({ kind: "custom", unit: "days", amount: 1 });
    expect(parseCycle("custom:days:Infinity")).toEqual({ kind: "custom", unit: "days", amount: 1 });
    expect(parseCycle("custom:months:2.9")).toEqual({ kind: "custom", unit: "months", amount: 2 });
    expect(parseCycle("custom:months:0.5")).toEqual({ kind: "custom", unit: "months", amount: 1 });
  });

  it("caps custom amounts at the limits the database enforces", () => {
    expect(CUSTOM_CYCLE_LIMITS).toEqual({ days: 3650, months: 120, years: 10 });
    expect(parseCycle("custom:days:9999")).toEqual({ kind: "custom", unit: "days", amount: 3650 });
    expect(parseCycle("custom:years:11")).toEqual({ kind: "custom", unit: "years", amount: 10 });
  });
});

describe("formatCycle and normalizeCycle", () => {
  it("writes the string form back", () => {
    expect(formatCycle({ kind: "custom", unit: "months", amount: 3 })).toBe("custom:months:3");
    expect(formatCycle({ kind: "preset", preset: "1year" })).toBe("1year");
  });

  it("normalizes what the form holds", () => {
    expect(normalizeCycle("custom:days:7.8")).toBe("custom:days:7");
    expect(normalizeCycle("fortnightly")).toBe("custom:months:1");
    expect(normalizeCycle("6months")).toBe("6months");
  });
});

describe("isValidCycle (what the server accepts)", () => {
  it("accepts presets and well-formed custom cycles up to the limits", () => {
    for (const value of ["30days", "6months", "1year", "custom:days:1", "custom:days:3650", "custom:months:120", "custom:years:10"]) {
      expect(isValidCycle(value), value).toBe(true);
    }
  });

  it("rejects anything the lenient parser would have to repair", () => {
    for (const value of ["weekly", "custom:days:0", "custom:days:07", "custom:days:3651", "custom:months:121", "custom:years:11", "custom:days:1.5", "custom:weeks:2", " 30days", ""]) {
      expect(isValidCycle(value), value).toBe(false);
    }
  });
});

describe("the named cycles the form offers", () => {
  it("stores monthly and its kin as the spec's cycle strings, and makes monthly the default", () => {
    expect(NAMED_CYCLES).toEqual({
      weekly: "custom:days:7",
      monthly: "custom:months:1",
      quarterly: "custom:months:3",
      halfYearly: "6months",
      yearly: "1year",
      once: "once",
    });
    expect(DEFAULT_CYCLE).toBe("custom:months:1");
    for (const cycle of Object.values(NAMED_CYCLES)) expect(isValidCycle(cycle), cycle).toBe(true);
  });

  it("names equal lengths alike, and leaves every 30 days and other lengths unnamed", () => {
    expect(namedCycleOf("custom:months:1")).toBe("monthly");
    expect(namedCycleOf("custom:months:12")).toBe("yearly");
    expect(namedCycleOf("custom:years:1")).toBe("yearly");
    expect(namedCycleOf("custom:months:6")).toBe("halfYearly");
    expect(namedCycleOf("6months")).toBe("halfYearly");
    expect(namedCycleOf("custom:days:7")).toBe("weekly");
    expect(namedCycleOf("once")).toBe("once");
    expect(namedCycleOf("30days")).toBeNull();
    expect(namedCycleOf("custom:days:14")).toBeNull();
    expect(namedCycleOf("custom:months:2")).toBeNull();
    expect(namedCycleOf("fortnightly")).toBeNull();
  });

  it("builds a custom cycle from the unit and amount", () => {
    expect(toCustomCycle("days", 14)).toBe("custom:days:14");
    expect(toCustomCycle("months", "3")).toBe("custom:months:3");
    expect(toCustomCycle("years", 0)).toBe("custom:years:1");
    expect(toCustomCycle("days", Number.NaN)).toBe("custom:days:1");
  });

  it("tells the mode of a stored value", () => {
    expect(cycleModeOf("custom:days:7")).toBe("custom");
    expect(cycleModeOf("6months")).toBe("preset");
  });
});

describe("cycleInMonths", () => {
  it("counts presets: 30days is one month, 6months six, 1year twelve", () => {
    expect(cycleInMonths("30days")).toBe(1);
    expect(cycleInMonths("6months")).toBe(6);
    expect(cycleInMonths("1year")).toBe(12);
  });

  it("counts custom months as is and years times 12", () => {
    expect(cycleInMonths("custom:months:3")).toBe(3);
    expect(cycleInMonths("custom:years:2")).toBe(24);
  });

  it("divides day cycles by 30 with no one-month floor (a week is 7/30 of a month)", () => {
    expect(cycleInMonths("custom:days:7")).toBeCloseTo(7 / 30, 12);
    expect(cycleInMonths("custom:days:15")).toBe(0.5);
    expect(cycleInMonths("custom:days:90")).toBe(3);
  });
});

import { describe, expect, it } from "vitest";
import { confidenceOf } from "@/lib/recurring-charges/confidence";

const fit = { cadence: "monthly" as const, maxDeviationDays: 0, missed: 0, misfits: 0, variation: 0 };
const evidence = { count: 12, fit, variable: false, spreadPercent: 0, overdueDays: 0, knownRecurring: true };

describe("confidenceOf", () => {
  it("is 1 for a long, exact, current subscription at a known merchant", () => {
    expect(confidenceOf(evidence)).toBe(1);
  });

  it.each([
    ["fewer charges", { count: 3 }],
    ["an unknown merchant", { knownRecurring: false }],
    ["an amount that varies a little", { spreadPercent: 4 }],
    ["a bill that varies", { variable: true, spreadPercent: 40 }],
    ["a missed charge", { fit: { ...fit, missed: 1 } }],
    ["gaps off by a few days", { fit: { ...fit, maxDeviationDays: 3, variation: 0.05 } }],
    ["a stream that ended", { overdueDays: 40 }],
  ])("drops with %s", (_reason, change) => {
    const score = confidenceOf({ ...evidence, ...change });
    expect(score).toBeLessThan(1);
    expect(score).toBeGreaterThan(0);
  });

  it("trusts one yearly gap less the further it strays", () => {
    const yearly = { ...evidence, count: 2, fit: { ...fit, cadence: "yearly" as const } };
    const exact = confidenceOf(yearly);
    const off = confidenceOf({ ...yearly, fit: { ...yearly.fit, maxDeviationDays: 20 } });
    expect(off).toBeLessThan(exact);
  });
});

import { describe, expect, it } from "vitest";
import { apportion } from "@/lib/insights/apportion";

describe("apportion", () => {
  it("rounds thirds so they still add up to the whole", () => {
    expect(apportion([100 / 3, 100 / 3, 100 / 3], 100)).toEqual([34, 33, 33]);
  });

  it("gives the spare units to the largest remainders, the first on a tie", () => {
    expect(apportion([52.877, 25.237, 21.886], 100)).toEqual([53, 25, 22]);
    expect(apportion([10.5, 10.5], 21)).toEqual([11, 10]);
  });

  it("keeps whole values as they are", () => {
    expect(apportion([660, 315, 273], 1248)).toEqual([660, 315, 273]);
  });

  it("absorbs float noise around the total", () => {
    expect(apportion([0.1 + 0.2, 0.7], 1)).toEqual([0, 1]);
    expect(apportion([2.0000000001, 0.9999999999], 3)).toEqual([2, 1]);
  });

  it("handles nothing at all", () => {
    expect(apportion([], 0)).toEqual([]);
    expect(apportion([0, 0], 0)).toEqual([0, 0]);
  });
});

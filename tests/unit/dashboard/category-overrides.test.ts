import { describe, expect, it } from "vitest";
import { applyOverrides } from "@/lib/categories/overrides";
import { makeSubscription } from "../subscriptions/fixtures";

describe("applyOverrides", () => {
  const a = makeSubscription({ categoryId: 1 });
  const b = makeSubscription({ categoryId: null });
  const list = [a, b];

  it("returns the same list when nothing is pending", () => {
    expect(applyOverrides(list, new Map())).toBe(list);
  });

  it("moves only the overridden card and keeps the others' identity", () => {
    const moved = applyOverrides(list, new Map([[a.id, null]]));
    expect(moved[0]).toEqual({ ...a, categoryId: null });
    expect(moved[0]).not.toBe(a);
    expect(moved[1]).toBe(b);
  });

  it("keeps a card whose override matches its category as it is", () => {
    expect(applyOverrides(list, new Map([[b.id, null]]))[1]).toBe(b);
  });
});

import { describe, expect, it } from "vitest";
import { filterFromParams, filterSubscriptions, isFiltering, NO_FILTER, writeFilterParams } from "@/lib/subscriptions/filter";
import { makeSubscription } from "./fixtures";

const today = "2026-05-10";
const netflix = makeSubscription({ name: "Netflix Premium", brand: "Netflix", categoryId: 1, endDate: "2026-12-31" });
const cafe = makeSubscription({ name: "Café del Mar Radio", brand: "Radio", categoryId: null, endDate: "2026-05-12" });
const paused = makeSubscription({ name: "愛奇藝 VIP", brand: "iQIYI", categoryId: 1, status: "paused", pausedOn: "2026-05-01" });
const all = [netflix, cafe, paused];
const names = (list: { name: string }[]) => list.map((s) => s.name);

describe("filterSubscriptions", () => {
  it("finds by name or brand, ignoring case, accents and full-width letters", () => {
    expect(names(filterSubscriptions(all, { ...NO_FILTER, query: "cafe" }, today))).toEqual(["Café del Mar Radio"]);
    expect(names(filterSubscriptions(all, { ...NO_FILTER, query: "ＮＥＴ" }, today))).toEqual(["Netflix Premium"]);
    expect(names(filterSubscriptions(all, { ...NO_FILTER, query: "iqiyi" }, today))).toEqual(["愛奇藝 VIP"]);
    expect(names(filterSubscriptions(all, { ...NO_FILTER, query: "愛奇" }, today))).toEqual(["愛奇藝 VIP"]);
  });

  it("filters by the status the card shows, and by category or Uncategorized", () => {
    expect(names(filterSubscriptions(all, { ...NO_FILTER, status: "expiringSoon" }, today))).toEqual(["Café del Mar Radio"]);
    expect(names(filterSubscriptions(all, { ...NO_FILTER, status: "paused" }, today))).toEqual(["愛奇藝 VIP"]);
    expect(names(filterSubscriptions(all, { ...NO_FILTER, category: 1 }, today))).toEqual(["Netflix Premium", "愛奇藝 VIP"]);
    expect(names(filterSubscriptions(all, { ...NO_FILTER, category: "none" }, today))).toEqual(["Café del Mar Radio"]);
  });

  it("combines every condition, and a blank filter keeps everything", () => {
    expect(filterSubscriptions(all, { query: "netflix", status: "paused", category: 1 }, today)).toEqual([]);
    expect(filterSubscriptions(all, { ...NO_FILTER, query: "  " }, today)).toEqual(all);
    expect(isFiltering({ ...NO_FILTER, query: "  " })).toBe(false);
    expect(isFiltering({ ...NO_FILTER, category: "none" })).toBe(true);
  });
});

describe("the filter in the URL", () => {
  it("reads what it knows and drops the rest", () => {
    expect(filterFromParams({ q: "net", status: "paused", category: "12" })).toEqual({ query: "net", status: "paused", category: 12 });
    expect(filterFromParams({ q: ["a", "b"], status: "bogus", category: "-1" })).toEqual({ query: "a", status: null, category: null });
    expect(filterFromParams({ category: "none" })).toEqual({ ...NO_FILTER, category: "none" });
    expect(filterFromParams({ q: "x".repeat(500) }).query).toHaveLength(100);
  });

  it("round-trips through a URL, keeping other parameters", () => {
    const url = writeFilterParams(new URL("https://example.com/?sort=price"), { query: "café", status: "trial", category: "none" });
    expect(url.searchParams.get("sort")).toBe("price");
    expect(filterFromParams(Object.fromEntries(url.searchParams))).toEqual({ query: "café", status: "trial", category: "none" });
    expect(writeFilterParams(url, NO_FILTER).search).toBe("?sort=price");
  });
});

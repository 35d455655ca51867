import { describe, expect, it } from "vitest";
import { UNCATEGORIZED_COLOR } from "@/lib/categories/types";
import { categoryIdFromSectionKey, groupByCategory, moveToCategory } from "@/lib/subscriptions/group";
import { makeCategory, makeSubscription } from "./fixtures";

const context = { rates: { USD: 1, EUR: 1.25 }, defaultCurrency: "USD" as const, today: "2026-05-10", locale: "en" };

const work = makeCategory({ id: 2, name: "Work", color: "#FF5733" });
const entertainment = makeCategory({ id: 1, name: "entertainment", color: "#3498DB" });
const zeta = makeCategory({ id: 3, name: "Zeta", color: "#2ECC71" });

const netflix = makeSubscription({ id: 11, name: "Netflix", price: 15, categoryId: 1 });
const disney = makeSubscription({ id: 12, name: "Disney+", price: 8, currency: "EUR", categoryId: 1 });
const slack = makeSubscription({ id: 13, name: "Slack", price: 120, cycle: "1year", categoryId: 2 });
const oldGym = makeSubscription({ id: 14, name: "Old gym", price: 40, categoryId: 2, endDate: "2026-01-01" });
const loose = makeSubscription({ id: 15, name: "Loose", price: 3, categoryId: null });
const dangling = makeSubscription({ id: 16, name: "Dangling", price: 4, categoryId: 99 });

const sections = () => groupByCategory([netflix, disney, slack, oldGym, loose, dangling], [work, entertainment, zeta], context);

describe("groupByCategory", () => {
  it("orders categories alphabetically, empty ones included, with Uncategorized last", () => {
    expect(sections().map((s) => s.key)).toEqual(["category:1", "category:2", "category:3", "uncategorized"]);
    const uncategorized = sections()[3];
    expect(uncategorized.category).toBeNull();
    expect(uncategorized.color).toBe(UNCATEGORIZED_COLOR);
    expect(UNCATEGORIZED_COLOR).toBe("#9CA3AF");
  });

  it("sorts each section's subscriptions by name and sends unknown categories to Uncategorized", () => {
    const [ent, wrk, empty, none] = sections();
    expect(ent.subscriptions.map((s) => s.name)).toEqual(["Disney+", "Netflix"]);
    expect(wrk.subscriptions.map((s) => s.name)).toEqual(["Old gym", "Slack"]);
    expect(empty.subscriptions).toEqual([]);
    expect(none.subscriptions.map((s) => s.name)).toEqual(["Dangling", "Loose"]);
  });

  it("gives each section its own monthly total of subscriptions in force", () => {
    const [ent, wrk, empty, none] = sections();
    expect(ent.monthlyTotal).toBe(25); // 15 + 8 EUR × 1.25
    expect(wrk.monthlyTotal).toBe(10); // 120 / 12; the expired gym is not counted
    expect(empty.monthlyTotal).toBe(0);
    expect(none.monthlyTotal).toBe(7);
  });
});

describe("groupByCategory with variable bills", () => {
  const power = makeSubscription({ id: 17, name: "Power", price: 40, categoryId: 2, variableAmount: true, amountMin: 30, amountMax: 90 });

  it("counts a variable bill at its estimate and says the section's total is approximate", () => {
    const [ent, wrk] = groupByCategory([netflix, slack, power], [work, entertainment], context, "name", { 17: { estimate: 62 } });
    expect(wrk).toMatchObject({ monthlyTotal: 72, approximate: true }); // 120 / 12 + 62
    expect(ent).toMatchObject({ monthlyTotal: 15, approximate: false });
  });

  it("keeps the estimate when a card moves between sections", () => {
    const before = groupByCategory([netflix, slack, power], [work, entertainment], context, "name", { 17: { estimate: 62 } });
    const [ent, wrk] = moveToCategory(before, 17, 1, context, "name", { 17: { estimate: 62 } });
    expect(ent).toMatchObject({ monthlyTotal: 77, approximate: true });
    expect(wrk).toMatchObject({ monthlyTotal: 10, approximate: false });
  });
});

describe("groupByCategory with a sort", () => {
  it("orders the cards inside each section by the chosen sort, keeping the sections' order", () => {
    const byPrice = groupByCategory([netflix, disney, slack, oldGym, loose, dangling], [work, entertainment, zeta], context, "price");
    expect(byPrice.map((section) => section.key)).toEqual(sections().map((section) => section.key));
    // Netflix $15 before Disney+ €8 ($10); by name, Disney+ comes first.
    expect(byPrice[0].subscriptions.map((s) => s.name)).toEqual(["Netflix", "Disney+"]);
    expect(sections()[0].subscriptions.map((s) => s.name)).toEqual(["Disney+", "Netflix"]);
  });
});

describe("moveToCategory", () => {
  it("moves a subscription, keeps name order and recomputes both totals", () => {
    const before = sections();
    const after = moveToCategory(before, 11, 2, context);
    const [ent, wrk] = after;
    expect(ent.subscriptions.map((s) => s.name)).toEqual(["Disney+"]);
    expect(wrk.subscriptions.map((s) => s.name)).toEqual(["Netflix", "Old gym", "Slack"]);
    expect(wrk.subscriptions[0].categoryId).toBe(2);
    expect(ent.monthlyTotal).toBe(10);
    expect(wrk.monthlyTotal).toBe(25);
    expect(after[2]).toBe(before[2]);
    expect(before[0].subscriptions).toHaveLength(2);
  });

  it("moves into Uncategorized", () => {
    const after = moveToCategory(sections(), 13, null, context);
    expect(after[3].subscriptions.map((s) => s.name)).toEqual(["Dangling", "Loose", "Slack"]);
    expect(after[3].subscriptions[2].categoryId).toBeNull();
  });

  it("returns the same sections when nothing changes", () => {
    const before = sections();
    expect(moveToCategory(before, 11, 1, context)).toBe(before);
    expect(moveToCategory(before, 404, 2, context)).toBe(before);
    expect(moveToCategory(before, 11, 77, context)).toBe(before);
  });
});

describe("section keys", () => {
  it("map back to category ids", () => {
    expect(categoryIdFromSectionKey("category:12")).toBe(12);
    expect(categoryIdFromSectionKey("uncategorized")).toBeNull();
    expect(categoryIdFromSectionKey("category:abc")).toBeUndefined();
  });
});

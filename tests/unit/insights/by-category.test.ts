import { describe, expect, it } from "vitest";
import { spendByCategory } from "@/lib/insights/by-category";
import { summarize } from "@/lib/subscriptions/summary";
import { makeCategory, makeSubscription } from "../subscriptions/fixtures";

const today = "2027-01-15";
const context = { rates: { TWD: 1, USD: 31.5 }, defaultCurrency: "TWD" as const, today, locale: "en" };
const running = { startDate: "2027-01-01", endDate: "2027-01-31", autoRenew: true, currency: "TWD" as const };

const video = makeCategory({ id: 1, name: "Video", color: "#E74C3C" });
const music = makeCategory({ id: 2, name: "Music", color: "#2ECC71" });
const empty = makeCategory({ id: 3, name: "Empty", color: "#000000" });

const subscriptions = [
  makeSubscription({ ...running, name: "Netflix", price: 390, categoryId: 1 }),
  makeSubscription({ ...running, name: "Disney+", price: 270, categoryId: 1 }),
  makeSubscription({ ...running, name: "Spotify", price: 149, categoryId: 2 }),
  makeSubscription({ ...running, name: "Tidal", price: 1490, cycle: "1year", endDate: "2027-12-31", categoryId: 2 }),
  makeSubscription({ ...running, name: "Cloud", price: 10, currency: "USD", categoryId: null }),
  // Not in force today: left out of the total and of every share.
  makeSubscription({ ...running, name: "Old", price: 999, categoryId: 1, autoRenew: false, endDate: "2027-01-10" }),
  makeSubscription({ ...running, name: "Gone", price: 999, categoryId: 2, status: "cancelled", cancelledOn: "2027-01-05" }),
  makeSubscription({ ...running, name: "Free", price: 999, categoryId: 3, status: "trial", trialEndsOn: "2027-02-01" }),
];

describe("spendByCategory", () => {
  const { monthlyTotal } = summarize(subscriptions, context);

  it("splits the dashboard's monthly total by category, largest first, leaving out what costs nothing", () => {
    // Video 390 + 270 = 660; Music 149 + 1,490 ÷ 12 = 273.17; Uncategorized US$10 × 31.5 = 315.
    expect(monthlyTotal).toBeCloseTo(1248.1667, 4);
    const shares = spendByCategory(subscriptions, [video, music, empty], context, monthlyTotal);
    expect(shares.map((share) => share.category?.name ?? null)).toEqual(["Video", null, "Music"]);
    expect(shares.map((share) => share.amount)).toEqual([660, 315, expect.closeTo(273.1667, 4)]);
    expect(shares.map((share) => share.displayAmount)).toEqual([660, 315, 273]);
    // 52.88 %, 25.24 %, 21.89 %: the two spare points go to the largest remainders.
    expect(shares.map((share) => share.percent)).toEqual([53, 25, 22]);
    expect(shares[1].color).toBe("#9CA3AF");
  });

  it("adds up to the rounded total even when every share rounds down", () => {
    const thirds = [1, 2, 3].map((id) =>
      makeSubscription({ ...running, name: `Yearly ${id}`, price: 400, cycle: "1year", endDate: "2027-12-31", categoryId: id }),
    );
    const total = summarize(thirds, context).monthlyTotal;
    const shares = spendByCategory(thirds, [video, music, empty], context, total);
    expect(total).toBe(100);
    expect(shares.map((share) => share.displayAmount)).toEqual([34, 33, 33]);
    expect(shares.map((share) => share.percent)).toEqual([34, 33, 33]);
  });

  it("is empty without anything to pay", () => {
    expect(spendByCategory([], [video], context, 0)).toEqual([]);
    const trialOnly = subscriptions.filter((s) => s.name === "Free");
    expect(spendByCategory(trialOnly, [empty], context, summarize(trialOnly, context).monthlyTotal)).toEqual([]);
  });
});

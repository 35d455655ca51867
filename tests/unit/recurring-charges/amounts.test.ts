import { describe, expect, it } from "vitest";
import { amountSpreadPercent, clusterAmounts, currentAmount, priceChanges } from "@/lib/recurring-charges/amounts";
import { findStreams } from "@/lib/recurring-charges/streams";
import { charges, monthlyDates, tx } from "./helpers";

const byDate = <T extends { date: string }>(list: T[]) => [...list].sort((a, b) => a.date.localeCompare(b.date));
const amounts = (list: { amountMilli: number }[]) => list.map((charge) => charge.amountMilli);
const known = { allowed: true, strict: false };

describe("clusterAmounts", () => {
  it("keeps amounts within 7.5 % together and splits clearly different ones", () => {
    const clusters = clusterAmounts([tx("2026-01-01", -9.99, "A"), tx("2026-01-02", -0.99, "A"), tx("2026-01-03", -10.49, "A")]);
    expect(clusters.map(amounts)).toEqual([[-990], [-9990, -10490]]);
    expect(clusterAmounts([tx("2026-01-01", -10, "A"), tx("2026-01-02", -10.8, "A")])).toHaveLength(2);
  });
});

describe("price changes", () => {
  const dates = monthlyDates("2025-01-05", 12);

  it("counts a new price that holds for two charges or more as a change", () => {
    const history = [...charges(dates.slice(0, 6), -12.99, "X"), ...charges(dates.slice(6), -13.99, "X")];
    expect(priceChanges(history)).toEqual([{ date: dates[6], fromMilli: 12990, toMilli: 13990 }]);
    expect(currentAmount(history)).toBe(13990);
    expect(amountSpreadPercent(history)).toBe(0);
  });

  it("does not count one odd charge, in the middle or at the end", () => {
    const middle = charges(dates, -12.99, "X");
    middle[5] = tx(dates[5], -19.99, "X");
    expect(priceChanges(middle)).toEqual([]);
    const end = [...charges(dates.slice(0, 11), -12.99, "X"), tx(dates[11], -13.99, "X")];
    expect(priceChanges(end)).toEqual([]);
    expect(currentAmount(end)).toBe(12990);
  });

  it("takes the median of the last three when a bill varies every time", () => {
    const bill = [-41.2, -38.75, -44.1, -40.3].map((amount, i) => tx(dates[i], amount, "X"));
    expect(priceChanges(bill)).toEqual([]);
    expect(currentAmount(bill)).toBe(40300);
  });
});

describe("findStreams", () => {
  const dates = monthlyDates("2025-01-05", 12);

  it("keeps a price rise beyond the tolerance as one stream with a price change", () => {
    const history = [...charges(dates.slice(0, 7), -12.99, "X"), ...charges(dates.slice(7), -15.49, "X")];
    const streams = findStreams(history, known);
    expect(streams).toHaveLength(1);
    expect(streams[0].charges).toHaveLength(12);
    expect(priceChanges(streams[0].charges)).toEqual([{ date: dates[7], fromMilli: 12990, toMilli: 15490 }]);
  });

  it("splits two subscriptions at one merchant on their own schedules", () => {
    const icloud = charges(monthlyDates("2025-01-03", 8), -0.99, "APPLE.COM/BILL");
    const music = charges(monthlyDates("2025-01-20", 8), -10.99, "APPLE.COM/BILL");
    const streams = findStreams(byDate([...icloud, ...music]), { allowed: false, strict: false });
    expect(streams.map((stream) => [stream.fit.cadence, stream.charges.length, stream.charges[0].amountMilli])).toEqual([
      ["monthly", 8, -990],
      ["monthly", 8, -10990],
    ]);
  });

  it("takes a varying bill as one stream only where the merchant allows it", () => {
    const bill = [-61.2, -48.75, -39.1, -52.3, -70.4, -66].map((amount, i) => tx(monthlyDates("2025-01-12", 6, 2)[i], amount, "X"));
    expect(findStreams(bill, known)).toMatchObject([{ variable: true, fit: { cadence: "bimonthly" } }]);
    const pieces = findStreams(bill, { allowed: false, strict: false });
    expect(pieces.every((stream) => !stream.variable && stream.charges.length < 3)).toBe(true);
  });
});

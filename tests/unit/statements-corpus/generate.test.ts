import { describe, expect, it } from "vitest";
import { daysBetween } from "@/lib/dates/date-only";
import { generateHistory } from "@/scripts/statements-corpus/generate";
import { PERIOD_DAYS } from "@/scripts/statements-corpus/schedule";
import type { Convention, GeneratedHistory } from "@/scripts/statements-corpus/types";

const CONVENTIONS: Convention[] = ["us", "es", "tw", "de", "nl"];
const histories: GeneratedHistory[] = CONVENTIONS.flatMap((convention) =>
  [11, 12, 13].map((seed) => generateHistory({ seed, convention, months: 24, end: "2026-08-31" })),
);

function chargesOf(history: GeneratedHistory, streamId: string) {
  return history.transactions.filter((row) => row.streamId === streamId);
}

// Settling (up to two days) and weekends move a charge by up to four days; a meal kit skips a week now and then.
const GAP_RANGE: Record<string, [number, number]> = {
  weekly: [3, 18],
  biweekly: [10, 18],
  monthly: [25, 35],
  bimonthly: [55, 66],
  quarterly: [86, 97],
  semiannual: [177, 188],
  yearly: [360, 371],
};

describe("generateHistory", () => {
  it("gives the same history for the same seed, and another for another seed", () => {
    const options = { seed: 42, convention: "us" as const, months: 13, end: "2026-05-31" };
    expect(generateHistory(options)).toEqual(generateHistory(options));
    expect(generateHistory({ ...options, seed: 43 }).transactions).not.toEqual(generateHistory(options).transactions);
  });

  it("keeps every transaction inside the statement's months, oldest first, with unique ids", () => {
    for (const history of histories) {
      expect(history.from).toBe("2024-09-01");
      const dates = history.transactions.map((row) => row.date);
      expect(dates).toEqual([...dates].sort());
      expect(dates[0] >= history.from && dates[dates.length - 1] <= history.to).toBe(true);
      expect(new Set(history.transactions.map((row) => row.id)).size).toBe(history.transactions.length);
    }
  });

  it("labels each stream with the charges it emitted: count, dates, gaps of its cadence and its current amount", () => {
    for (const history of histories) {
      for (const stream of history.truth) {
        const charges = chargesOf(history, stream.id);
        expect(charges.length).toBe(stream.charges);
        expect(charges[0].date).toBe(stream.firstDate);
        expect(charges[charges.length - 1].date).toBe(stream.lastDate);
        expect(-charges[charges.length - 1].amountMilli).toBe(stream.amountMilli);
        const [low, high] = GAP_RANGE[stream.cadence];
        for (let i = 1; i < charges.length; i++) {
          const gap = daysBetween(charges[i - 1].date, charges[i].date);
          expect(gap, `${history.convention} ${stream.id} ${charges[i].date}`).toBeGreaterThanOrEqual(low);
          expect(gap, `${history.convention} ${stream.id} ${charges[i].date}`).toBeLessThanOrEqual(high);
        }
      }
    }
  });

  it("calls a stream ended only when its next charge is long overdue, and active ones are charged until the end", () => {
    for (const history of histories) {
      for (const stream of history.truth) {
        const silence = daysBetween(stream.lastDate, history.to);
        const period = PERIOD_DAYS[stream.cadence];
        if (stream.active) expect(silence, stream.id).toBeLessThanOrEqual(period + 4);
        else expect(silence, stream.id).toBeGreaterThan(period * 1.25);
      }
    }
  });

  it("requires three charges to call a stream detectable, two for semiannual and yearly ones", () => {
    const short = CONVENTIONS.map((convention) => generateHistory({ seed: 5, convention, months: 3, end: "2026-08-31" }));
    for (const stream of [...histories, ...short].flatMap((history) => history.truth)) {
      const needed = stream.cadence === "semiannual" || stream.cadence === "yearly" ? 2 : 3;
      expect(stream.detectable).toBe(stream.charges >= needed);
    }
    expect(short.flatMap((history) => history.truth).some((stream) => stream.cadence === "yearly" && stream.detectable)).toBe(false);
  });

  it("keeps price changes, foreign-exchange drift and two streams at one merchant apart", () => {
    const us = histories.find((history) => history.convention === "us" && history.truth.some((stream) => stream.id === "netflix"))!;
    const netflix = chargesOf(us, "netflix").map((row) => -row.amountMilli);
    expect(netflix[0]).toBe(15_490);
    expect(netflix.at(-1)).toBe(17_990);
    expect(netflix.at(-2)).toBe(17_990);

    const economist = histories.flatMap((history) => chargesOf(history, "economist")).map((row) => -row.amountMilli);
    expect(new Set(economist).size).toBeGreaterThan(1);
    expect(Math.max(...economist) / Math.min(...economist)).toBeLessThan(1.02);

    const apple = histories.find((history) => history.truth.filter((stream) => stream.aliases.includes("apple")).length === 2)!;
    const streams = apple.truth.filter((stream) => stream.aliases.includes("apple"));
    expect(streams[0].amountMilli).not.toBe(streams[1].amountMilli);
    expect(chargesOf(apple, streams[0].id)[0].payee).toBe(chargesOf(apple, streams[1].id)[0].payee);
  });

  it("writes Taiwanese amounts in whole dollars and gives every cadence somewhere", () => {
    const tw = histories.filter((history) => history.convention === "tw").flatMap((history) => history.transactions);
    expect(tw.every((row) => row.amountMilli % 1000 === 0)).toBe(true);
    const cadences = new Set(histories.flatMap((history) => history.truth.filter((stream) => stream.detectable).map((stream) => stream.cadence)));
    expect([...cadences].sort()).toEqual(["bimonthly", "biweekly", "monthly", "quarterly", "semiannual", "weekly", "yearly"]);
  });

  it("puts recurring money that is no subscription beside the subscriptions: salary, savings, the card bill", () => {
    for (const history of histories) {
      const kinds = new Set(history.transactions.filter((row) => row.streamId === null).map((row) => row.kind));
      expect([...kinds]).toEqual(expect.arrayContaining(["salary", "transferOut", "cardRepayment", "card"]));
    }
  });
});

import { describe, expect, it } from "vitest";
import { normaliseName, scoreStatement, type Detected } from "@/scripts/statements-corpus/match";
import { summarise, type StatementOutcome } from "@/scripts/statements-corpus/report";
import type { TruthStream } from "@/scripts/statements-corpus/types";

function stream(id: string, aliases: string[], cadence: TruthStream["cadence"], amountMilli: number, detectable = true): TruthStream {
  return { id, name: id, aliases, cadence, currency: "USD", amountMilli, active: true, detectable, charges: 5, firstDate: "2026-01-01", lastDate: "2026-05-01" };
}
function found(name: string, cadence: Detected["cadence"], amountMilli: number, brand: string | null = null): Detected {
  return { merchantKey: name.toUpperCase(), name, brand, cadence, currency: "USD", amountMilli, active: true };
}

const appleSmall = stream("apple-icloud", ["apple"], "monthly", 2_990);
const appleLarge = stream("apple-music", ["apple"], "monthly", 10_990);
const prime = stream("amazon-prime", ["amazonprime"], "yearly", 139_000);

describe("scoreStatement", () => {
  it("pairs two streams at one merchant by amount, one detection each", () => {
    const score = scoreStatement([appleSmall, appleLarge], [found("Apple", "monthly", 10_990, "apple"), found("Apple.com/Bill", "monthly", 2_990)]);
    expect(score.truePositives.map((pair) => pair.truth.id).sort()).toEqual(["apple-icloud", "apple-music"]);
    expect(score.falsePositives).toEqual([]);
  });

  it("counts a wrong cadence or an amount off by more than 2 % as both a false positive and a miss", () => {
    const score = scoreStatement([prime, appleSmall], [found("Amazon Prime", "monthly", 139_000), found("Apple", "monthly", 3_100)]);
    expect(score.truePositives).toEqual([]);
    expect(score.falsePositives).toHaveLength(2);
    expect(score.falseNegatives.map((each) => each.id).sort()).toEqual(["amazon-prime", "apple-icloud"]);
    expect(score.pairs.map((pair) => [pair.cadenceRight, pair.amountRight])).toEqual(expect.arrayContaining([[false, true], [true, false]]));
  });

  it("does not let Amazon one-offs stand for Prime, and ignores streams with too few charges", () => {
    const rare = stream("costco", ["costco"], "yearly", 65_000, false);
    const score = scoreStatement([prime, rare], [found("Amazon.com", "monthly", 40_000), found("Costco", "yearly", 65_000)]);
    expect(score.falsePositives.map((charge) => charge.name)).toEqual(["Amazon.com"]);
    expect(score.falseNegatives.map((each) => each.id)).toEqual(["amazon-prime"]);
    expect(score.ignored).toBe(1);
  });

  it("compares names without case, accents or punctuation, in any script", () => {
    expect(normaliseName("Línea Directa, S.A.")).toBe("lineadirectasa");
    expect(normaliseName("中華電信 電信費")).toBe("中華電信電信費");
  });
});

describe("summarise", () => {
  it("gives precision and recall overall and per cadence, and counts an unreadable statement's streams as missed", () => {
    const outcome = (id: string, truth: TruthStream[], detected: Detected[] | null): StatementOutcome => ({
      id, format: "ofx", variant: "ofx-sgml", months: 13, truth, error: detected ? null : "statementNotStatement", askedDateOrder: false,
      read: 0, expected: 0, score: detected ? scoreStatement(truth, detected) : null, ms: 1,
    });
    const summary = summarise([
      outcome("a", [appleSmall, prime], [found("Apple", "monthly", 2_990), found("Amazon Prime", "yearly", 139_000), found("Starbucks", "weekly", 5_000)]),
      outcome("b", [appleLarge], null),
    ]);
    expect(summary.overall).toEqual({ tp: 2, fp: 1, fn: 1 });
    expect(summary.byCadence.find((row) => row.key === "weekly")!.tally).toEqual({ tp: 0, fp: 1, fn: 0 });
    expect(summary.quarterlyAndYearly).toEqual({ tp: 1, fp: 0, fn: 0 });
    expect(summary.targets.map((target) => target.met)).toEqual([false, false, true]);
    expect(summary.accuracy).toEqual({ pairs: 2, cadence: 1, amount: 1, status: 1 });
  });
});

import { describe, expect, it } from "vitest";
import { buildStatement, CORPUS } from "@/scripts/statements-corpus/corpus";
import { generateHistory } from "@/scripts/statements-corpus/generate";

describe("the corpus", () => {
  it("spans every format, the three history lengths and all five conventions, with fixed, distinct seeds", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(28);
    expect(new Set(CORPUS.map((entry) => entry.format))).toEqual(new Set(["ofx", "qif", "camt053", "norma43", "csv"]));
    expect(new Set(CORPUS.map((entry) => entry.months))).toEqual(new Set([3, 13, 24]));
    expect(new Set(CORPUS.map((entry) => entry.convention))).toEqual(new Set(["us", "es", "tw", "de", "nl"]));
    expect(new Set(CORPUS.map((entry) => entry.seed)).size).toBe(CORPUS.length);
    expect(new Set(CORPUS.map((entry) => entry.id)).size).toBe(CORPUS.length);
  });

  it("builds the same bytes every time, in the encoding each bank uses", () => {
    const short = CORPUS.find((entry) => entry.months === 3)!;
    const statement = buildStatement(short);
    expect(buildStatement(short).bytes).toEqual(statement.bytes);
    expect(statement.fileName).toBe(`${short.id}.ofx`);
    expect(statement.truth.length).toBeGreaterThan(0);

    const firstOfVariant = [...new Map(CORPUS.map((entry) => [entry.variant, entry])).values()];
    for (const entry of firstOfVariant) {
      const rendered = entry.render(generateHistory({ seed: entry.seed, convention: entry.convention, months: 3, end: entry.end }));
      expect(rendered.transactions, entry.id).toBeGreaterThan(50);
      const head = rendered.text.slice(0, 40);
      const expected = { ofx: /^(OFXHEADER:100|<\?xml)/, qif: /^!Type:/, camt053: /^<\?xml/, norma43: /^11\d{18}/, csv: /^\S/ }[entry.format];
      expect(head, entry.id).toMatch(expected);
    }
  });

  it("asks the reader's date-order question only where the dates can be ambiguous", () => {
    for (const entry of CORPUS) {
      const ambiguous = entry.format === "qif" || entry.format === "csv";
      expect(entry.dateOrder !== undefined, entry.id).toBe(ambiguous);
    }
  });
});

import { describe, expect, it } from "vitest";
import { columnMapping, dataRows, initialColumnChoices, looksLikeData, readSamples } from "@/components/statement-import/column-choices";

const HEADER = ["Booked on", "Shop", "Money spent", "Money received"];
const ROWS = [
  ["14.01.2025", "Netflix.com", "15,49", ""],
  ["25.01.2025", "Payroll", "", "2.500,00"],
  ["31.01.2025", "Balance", "", ""],
];

describe("choosing the columns of a CSV no bank layout matches", () => {
  it("takes a first row with a date and an amount for a transaction, not a header, and reads it with the rest", () => {
    expect(looksLikeData(["14.01.2025", "Netflix.com", "-15,49", ""])).toBe(true);
    expect(looksLikeData(["2025/01/14", "Spotify", "€ 9.99"])).toBe(true);
    expect(looksLikeData(HEADER)).toBe(false);
    expect(looksLikeData(["Date", "Card 1234", "2025"])).toBe(false);
    const first = ["14.01.2025", "Netflix.com", "15,49", ""];
    const choices = { ...initialColumnChoices(first), amounts: "split" as const, date: 0, description: 1, debit: 2, credit: 3 };
    expect(choices.firstRowIsData).toBe(true);
    const rows = dataRows(choices, { header: first, rows: ROWS.slice(1) });
    expect(rows).toHaveLength(3);
    expect(columnMapping(choices, rows)).toEqual({ ok: true, mapping: { date: 0, description: 1, debit: 2, credit: 3, decimal: ",", firstRowIsData: true } });
    expect(dataRows({ firstRowIsData: false }, { header: first, rows: ROWS.slice(1) })).toHaveLength(2);
  });

  it("starts from what the header's words say and nothing else", () => {
    expect(initialColumnChoices(["Datum", "Shop", "Out", "In"])).toMatchObject({ date: 0, description: null, amount: null, debit: null, credit: null });
  });

  it("asks for the date, the description and the money out, each from its own column", () => {
    const empty = initialColumnChoices(HEADER);
    expect(columnMapping(empty, ROWS)).toEqual({ ok: false, problem: "missing", fields: ["date", "description", "amount"] });
    const split = { ...empty, amounts: "split" as const, date: 0, description: 1, credit: 3 };
    expect(columnMapping(split, ROWS)).toEqual({ ok: false, problem: "missing", fields: ["debit"] });
    expect(columnMapping({ ...split, debit: 1 }, ROWS)).toEqual({ ok: false, problem: "repeated", fields: ["description", "debit"] });
  });

  it("guesses the decimal separator from the amounts chosen, and reads the samples as the file will be read", () => {
    const choices = { ...initialColumnChoices(HEADER), amounts: "split" as const, date: 0, description: 1, debit: 2, credit: 3 };
    expect(columnMapping(choices, ROWS)).toEqual({ ok: true, mapping: { date: 0, description: 1, debit: 2, credit: 3, decimal: "," } });
    expect(readSamples(choices, ROWS).map((row) => row.amount)).toEqual([{ value: -15490 }, { value: 2500000 }, null]);
    // The wrong separator shows in the preview before the file is read.
    expect(readSamples({ ...choices, decimal: "." }, ROWS)[0].amount).toEqual({ bad: "15,49" });
  });

  it("turns positive charges negative when the user says the file writes them so, and shows what it cannot read", () => {
    const choices = { ...initialColumnChoices(HEADER), date: 0, description: 1, amount: 2, chargesPositive: true };
    expect(readSamples(choices, ROWS)[0]).toEqual({ date: "14.01.2025", description: "Netflix.com", amount: { value: -15490 } });
    expect(readSamples({ ...choices, amount: 1 }, ROWS)[0].amount).toEqual({ bad: "Netflix.com" });
  });
});

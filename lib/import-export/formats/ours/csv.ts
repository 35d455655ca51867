// No CSV library here: the export route loads only this file.

export const UTF8_BOM = "\uFEFF";
const LINE_END = "\r\n";

// Formula starts (CSV injection); leading apostrophes count so the importer can remove exactly one.
const FORMULA_START = /^'*[=+\-@\t\r]/;
// A plain negative number is a value, not a formula; prefixing it would turn it into text.
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) && !NEGATIVE_NUMBER.test(value) ? `'${value}` : value;
}

export function restoreFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value) && !NEGATIVE_NUMBER.test(value.slice(1)) ? value.slice(1) : value;
}

export function csvField(value: string): string {
  const safe = neutralizeFormula(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvField).join(",") + LINE_END).join("");
}

// RFC 4180 output for spreadsheets. Kept free of any CSV library: export routes load only this file.

export const UTF8_BOM = "\uFEFF";
const LINE_END = "\r\n";

// Cells a spreadsheet would read as a formula (OWASP "CSV injection"). Leading apostrophes are
// counted too, so that the importer can take exactly one apostrophe off and get the text back.
const FORMULA_START = /^'*[=+\-@\t\r]/;
// A plain negative number is a value, not a formula; prefixing it would turn it into text.
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** The text a spreadsheet shows as `value`, never a formula. */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) && !NEGATIVE_NUMBER.test(value) ? `'${value}` : value;
}

/** Undoes `neutralizeFormula` on a cell read back from a file this app wrote. */
export function restoreFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value) && !NEGATIVE_NUMBER.test(value.slice(1)) ? value.slice(1) : value;
}

export function csvField(value: string): string {
  const safe = neutralizeFormula(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole file: BOM (so spreadsheets read it as UTF-8), one CRLF-terminated line per row. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvField).join(",") + LINE_END).join("");
}

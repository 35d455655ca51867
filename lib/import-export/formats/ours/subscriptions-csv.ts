import { readCycleText } from "@/lib/import-export/parse/cycle-text";
import { restoreFormula } from "./csv";
import type { StoredCsvColumn } from "./csv-columns";
import { parsePausesCell, parsePriceChangesCell } from "./history-cells";
import { parseAmount } from "@/lib/import-export/parse/amount-text";
import { columnIndex, parseCsv, type ParsedCsv } from "@/lib/import-export/parse/csv-parse";
import { parseDateText } from "@/lib/import-export/parse/date-text";
import { finishRow } from "@/lib/import-export/parse/finish-row";
import { blankValues } from "@/lib/import-export/parse/text";
import type { ImportedSubscription, ImportFailure, ImportIssue } from "@/lib/import-export/types";

export const REQUIRED_CSV_COLUMNS: readonly StoredCsvColumn[] = ["name", "price", "currency", "cycle", "start_date", "end_date"];

export function hasSubscriptionCsvHeader(header: readonly string[]): boolean {
  return REQUIRED_CSV_COLUMNS.every((column) => columnIndex(header, column) >= 0);
}

function rowOf(csv: ParsedCsv, cells: string[], line: number): ImportedSubscription {
  const cell = (column: StoredCsvColumn) => {
    const index = columnIndex(csv.header, column);
    return index < 0 ? "" : restoreFormula((cells[index] ?? "").trim());
  };
  // A spreadsheet that re-saved the file may have rewritten 2026-05-15 as 2026/5/15.
  const date = (column: StoredCsvColumn) => parseDateText(cell(column), "YMD") ?? cell(column);
  const issues: ImportIssue[] = [];
  const values = blankValues();
  values.name = cell("name");
  values.brand = cell("brand") || values.name;
  values.price = parseAmount(cell("price"), ".") ?? cell("price");
  values.currency = cell("currency");
  // Exports write the cycle as people do ("Monthly", "Every 3 months"); older ones wrote our codes.
  const cycle = readCycleText(cell("cycle"));
  values.cycle = cycle.ok ? cycle.cycle : cell("cycle");
  values.startDate = date("start_date");
  values.endDate = date("end_date");
  values.status = cell("status") || "active";
  values.trialEndsOn = date("trial_ends_on");
  values.pausedOn = date("paused_on");
  values.cancelledOn = date("cancelled_on");
  values.iconUrl = bundledIconPath(cell("icon_url"));
  values.websiteUrl = cell("website_url");
  values.paymentMethod = cell("payment_method");
  values.notes = cell("notes");

  const autoRenew = cell("auto_renew").toLowerCase();
  values.autoRenew = autoRenew === "true";
  if (autoRenew !== "true" && autoRenew !== "false" && autoRenew !== "") {
    issues.push({ field: "autoRenew", key: "importUnreadableValue", values: { value: cell("auto_renew") } });
  }

  const priceChanges = parsePriceChangesCell(cell("price_changes"));
  if (priceChanges === null) issues.push({ field: "priceChanges", key: "importInvalidPriceChange" });
  const pauses = parsePausesCell(cell("pauses"));
  if (pauses === null) issues.push({ field: "pauses", key: "importInvalidPause" });

  const category = cell("category");
  return finishRow({
    line,
    values,
    category: category === "" ? null : { name: category },
    priceChanges: priceChanges ?? [],
    pauses: pauses ?? [],
    issues,
  });
}

export function readSubscriptionsCsv(text: string): { ok: true; rows: ImportedSubscription[] } | ImportFailure {
  const csv = parseCsv(text);
  if (!csv.ok) return csv;
  const missing = REQUIRED_CSV_COLUMNS.filter((column) => columnIndex(csv.header, column) < 0);
  if (missing.length > 0) return { ok: false, error: { key: "importMissingColumns", values: { columns: missing.join(", ") } } };
  return { ok: true, rows: csv.records.map(({ line, cells }) => rowOf(csv, cells, line)) };
}

// Our export writes bundled brand icons as whole addresses; they come back as the app's own path.
function bundledIconPath(url: string): string {
  const match = /^https?:\/\/[^/]+(\/brand-icons\/[a-z0-9-]+\.svg)$/.exec(url);
  return match ? match[1] : url;
}

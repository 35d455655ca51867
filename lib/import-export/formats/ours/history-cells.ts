import { isValidCalendarDate } from "@/lib/dates/date-only";

// Our CSV keeps a subscription's price history in two cells, so that a CSV round trip loses nothing:
//   price_changes  "2026-03-01: 9.99 -> 12.99; 2026-09-01: 12.99 -> 14.99"
//   pauses         "2026-01-10/2026-02-10; 2026-06-01/2026-06-15"   (ISO 8601 intervals)

export type PriceChangeCell = { effectiveDate: string; oldPrice: string; newPrice: string };
export type PauseCell = { pausedOn: string; resumedOn: string };

const SEPARATOR = "; ";
const PRICE_CHANGE = /^(\d{4}-\d{2}-\d{2}):\s*(\d+(?:\.\d+)?)\s*->\s*(\d+(?:\.\d+)?)$/;
const PAUSE = /^(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})$/;

export function formatPriceChangesCell(changes: readonly PriceChangeCell[]): string {
  return changes.map((change) => `${change.effectiveDate}: ${change.oldPrice} -> ${change.newPrice}`).join(SEPARATOR);
}

export function formatPausesCell(pauses: readonly PauseCell[]): string {
  return pauses.map((pause) => `${pause.pausedOn}/${pause.resumedOn}`).join(SEPARATOR);
}

function entries(cell: string): string[] {
  return cell
    .split(";")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

export function parsePriceChangesCell(cell: string): PriceChangeCell[] | null {
  const changes: PriceChangeCell[] = [];
  for (const entry of entries(cell)) {
    const match = PRICE_CHANGE.exec(entry);
    if (!match || !isValidCalendarDate(match[1])) return null;
    changes.push({ effectiveDate: match[1], oldPrice: match[2], newPrice: match[3] });
  }
  return changes;
}

export function parsePausesCell(cell: string): PauseCell[] | null {
  const pauses: PauseCell[] = [];
  for (const entry of entries(cell)) {
    const match = PAUSE.exec(entry);
    if (!match || !isValidCalendarDate(match[1]) || !isValidCalendarDate(match[2])) return null;
    pauses.push({ pausedOn: match[1], resumedOn: match[2] });
  }
  return pauses;
}

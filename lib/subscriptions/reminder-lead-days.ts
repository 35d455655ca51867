export const MAX_LEAD_DAYS = 365;
export const MAX_LEAD_TIMES = 10;
export const DEFAULT_LEAD_DAYS: readonly number[] = [14, 3, 0];

/** Whole days from 0 to 365. */
export function isLeadDay(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_LEAD_DAYS;
}

/** Without repeats, most distant first. */
export function normalizeLeadDays(values: readonly number[]): number[] {
  return [...new Set(values)].sort((a, b) => b - a);
}

/** "14, 3, 0" (commas, spaces or the Chinese comma) as numbers; null when any part is not a lead day. */
export function parseLeadDaysText(text: string): number[] | null {
  const parts = text.split(/[\s,、，;]+/).filter(Boolean);
  if (!parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const values = parts.map(Number);
  return values.every(isLeadDay) ? normalizeLeadDays(values) : null;
}

export function formatLeadDaysText(values: readonly number[]): string {
  return normalizeLeadDays(values).join(", ");
}

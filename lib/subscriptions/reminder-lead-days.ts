export const MAX_LEAD_DAYS = 365;
export const MAX_LEAD_TIMES = 10;
export const DEFAULT_LEAD_DAYS: readonly number[] = [14, 3, 0];

export function isLeadDay(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_LEAD_DAYS;
}

export function normalizeLeadDays(values: readonly number[]): number[] {
  return [...new Set(values)].sort((a, b) => b - a);
}

export function parseLeadDaysText(text: string): number[] | null {
  const parts = text.split(/[\s,、，;]+/).filter(Boolean);
  if (!parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const values = parts.map(Number);
  return values.every(isLeadDay) ? normalizeLeadDays(values) : null;
}

export function formatLeadDaysText(values: readonly number[]): string {
  return normalizeLeadDays(values).join(", ");
}

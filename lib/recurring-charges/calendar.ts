// Day arithmetic on YYYY-MM-DD strings with plain integers. Detection compares tens of thousands of
// dates in a worker; building a date object per comparison made it ten times slower.

const DAY_MS = 86_400_000;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export type Day = { number: number; year: number; month: number; day: number; monthEnd: boolean };

const days = new Map<string, Day>();
const pad = (value: number) => String(value).padStart(2, "0");

export function daysInMonth(year: number, month: number): number {
  if (month !== 2) return MONTH_DAYS[month - 1];
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
}

export function dayNumber(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function toDay(date: string): Day {
  let parsed = days.get(date);
  if (!parsed) {
    const year = Number(date.slice(0, 4));
    const month = Number(date.slice(5, 7));
    const day = Number(date.slice(8, 10));
    parsed = { number: dayNumber(year, month, day), year, month, day, monthEnd: day === daysInMonth(year, month) };
    if (days.size > 50_000) days.clear();
    days.set(date, parsed);
  }
  return parsed;
}

export function daysBetween(from: string, to: string): number {
  return toDay(to).number - toDay(from).number;
}

export function addDays(date: string, count: number): string {
  return new Date((toDay(date).number + count) * DAY_MS).toISOString().slice(0, 10);
}

export function shiftMonth(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function addMonths(date: string, months: number, anchorDay = toDay(date).day): string {
  const { year, month } = toDay(date);
  const next = shiftMonth(year, month, months);
  return `${next.year}-${pad(next.month)}-${pad(Math.min(anchorDay, daysInMonth(next.year, next.month)))}`;
}

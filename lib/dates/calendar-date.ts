/** A calendar date written yyyy-MM-dd. It names a day, not an instant, so it never passes through a time zone. */
export type CalendarDate = string;

type Ymd = { year: number; month: number; day: number };

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The number the ASCII digits from `from` to `to` spell, or -1 when any is not a digit. */
function digitsAt(value: string, from: number, to: number): number {
  let number = 0;
  for (let i = from; i < to; i++) {
    const digit = value.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number;
}

// Read by hand rather than with a regular expression: the charge schedule reads dates by the
// hundred thousand on pages such as the insights' history.
function read(value: string): Ymd | null {
  if (typeof value !== "string" || value.length !== 10 || value[4] !== "-" || value[7] !== "-") return null;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 7);
  const day = digitsAt(value, 8, 10);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isValidCalendarDate(value: string): boolean {
  return read(value) !== null;
}

function parse(value: CalendarDate): Ymd {
  const ymd = read(value);
  if (ymd === null) throw new RangeError(`Not a calendar date: ${value}`);
  return ymd;
}

function format({ year, month, day }: Ymd): CalendarDate {
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

// Days since 1970-01-01 in the proleptic Gregorian calendar (H. Hinnant's civil-date algorithm).
function toDayNumber({ year, month, day }: Ymd): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function fromDayNumber(dayNumber: number): Ymd {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Today's date as the wall calendar shows it in `timeZone`; an unknown zone falls back to UTC. */
export function todayIn(timeZone: string, now: Date = new Date()): CalendarDate {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  } catch {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "2-digit", day: "2-digit" });
  }
  const parts = formatter.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return format({ year: part("year"), month: part("month"), day: part("day") });
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return format(fromDayNumber(toDayNumber(parse(date)) + days));
}

/** Adds months, clamping to the month's last day; `anchorDay` lets repeated steps return to e.g. the 31st. */
export function addMonths(date: CalendarDate, months: number, anchorDay?: number): CalendarDate {
  const { year, month, day } = parse(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  const wantedDay = anchorDay ?? day;
  return format({ year: targetYear, month: targetMonth, day: Math.min(wantedDay, daysInMonth(targetYear, targetMonth)) });
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return toDayNumber(parse(to)) - toDayNumber(parse(from));
}

/** Calendar months from `from`'s month to `to`'s month, ignoring the days. */
export function monthsBetween(from: CalendarDate, to: CalendarDate): number {
  const a = parse(from);
  const b = parse(to);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** 0 for Sunday through 6 for Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  // 1970-01-01, day 0, was a Thursday.
  return (((toDayNumber(parse(date)) + 4) % 7) + 7) % 7;
}

export function dayOfMonth(date: CalendarDate): number {
  return parse(date).day;
}

export function isLastDayOfMonth(date: CalendarDate): boolean {
  const { year, month, day } = parse(date);
  return day === daysInMonth(year, month);
}

/** Card dates use a fixed yyyy/MM/dd in every locale. */
export function formatCardDate(date: CalendarDate): string {
  return date.replaceAll("-", "/");
}

import { isValidCalendarDate, type CalendarDate } from "@/lib/dates/date-only";

export type DateOrder = "YMD" | "DMY" | "MDY";

const MONTH_NAMES: Readonly<Record<string, number>> = {
  jan: 1, january: 1, ene: 1, enero: 1,
  feb: 2, february: 2, febrero: 2,
  mar: 3, march: 3, marzo: 3,
  apr: 4, april: 4, abr: 4, abril: 4,
  may: 5, mayo: 5,
  jun: 6, june: 6, junio: 6,
  jul: 7, july: 7, julio: 7,
  aug: 8, august: 8, ago: 8, agosto: 8,
  sep: 9, sept: 9, september: 9, septiembre: 9, set: 9, setiembre: 9,
  oct: 10, october: 10, octubre: 10,
  nov: 11, november: 11, noviembre: 11,
  dec: 12, december: 12, dic: 12, diciembre: 12,
};

// Year first, whatever the order: 2026-03-05, 2026/3/5, 2026.03.05, 2026年3月5日, and ISO date-times,
// whose date part is taken as written (never moved through a time zone).
const YEAR_FIRST = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?(?:[T\s].*)?$/;
const NUMERIC = /^(\d{1,4})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{1,4})(?:[T\s].*)?$/;

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  const full = year < 100 ? 2000 + year : year;
  const date = `${String(full).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return isValidCalendarDate(date) ? date : null;
}

// "5 Mar 2026", "March 5, 2026", "5-mar-26", "5 de marzo de 2026".
function readNamedMonth(text: string): CalendarDate | null {
  const tokens = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[\s,.\-/]+/)
    .filter((token) => token !== "" && token !== "de");
  const months = tokens.filter((token) => token in MONTH_NAMES);
  const numbers = tokens.filter((token) => /^\d{1,4}$/.test(token));
  if (months.length !== 1 || numbers.length !== 2 || tokens.length !== 3) return null;
  const yearIndex = numbers.findIndex((token) => token.length === 4);
  const year = yearIndex >= 0 ? numbers[yearIndex] : numbers[1];
  const day = yearIndex >= 0 ? numbers[1 - yearIndex] : numbers[0];
  return calendarDate(Number(year), MONTH_NAMES[months[0]], Number(day));
}

export function parseDateText(text: string, order: DateOrder): CalendarDate | null {
  const value = text.normalize("NFKC").trim();
  const yearFirst = YEAR_FIRST.exec(value);
  if (yearFirst) return calendarDate(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
  const numeric = NUMERIC.exec(value);
  if (numeric) {
    const [a, b, c] = [numeric[1], numeric[2], numeric[3]];
    if (a.length > 2 || c.length === 3 || (order === "YMD" && c.length > 2)) return null;
    if (order === "YMD") return calendarDate(Number(a), Number(b), Number(c));
    if (c.length === 1) return null;
    return order === "DMY"
      ? calendarDate(Number(c), Number(b), Number(a))
      : calendarDate(Number(c), Number(a), Number(b));
  }
  return readNamedMonth(value);
}

export function possibleDateOrders(text: string): DateOrder[] {
  return (["YMD", "DMY", "MDY"] as const).filter((order) => parseDateText(text, order) !== null);
}

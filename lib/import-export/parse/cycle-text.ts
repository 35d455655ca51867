import { CUSTOM_CYCLE_LIMITS, isValidCycle } from "@/lib/subscriptions/cycle";
import type { ImportIssue } from "@/lib/import-export/types";

export type CycleUnitWord = "days" | "weeks" | "months" | "years";
export type CycleSpan = { unit: CycleUnitWord; amount: number };

export type CycleReading = { ok: true; cycle: string } | { ok: false; key: "importUnreadableCycle" | "importUnsupportedCycle" };

// Words for one period, compared after lower-casing and removing accents, spaces and dashes.
const PERIOD_WORDS: readonly [CycleSpan | "once", string[]][] = [
  [{ unit: "days", amount: 1 }, ["daily", "day", "perday", "diario", "diaria", "dia", "每日", "每天", "天"]],
  [{ unit: "weeks", amount: 1 }, ["weekly", "week", "perweek", "semanal", "semana", "每週", "每周", "每星期", "每禮拜", "每礼拜", "週", "周"]],
  [{ unit: "weeks", amount: 2 }, ["biweekly", "fortnightly", "雙週", "双周", "每兩週", "每两周"]],
  [{ unit: "days", amount: 15 }, ["quincenal"]],
  [{ unit: "months", amount: 1 }, ["monthly", "month", "permonth", "mo", "mensual", "mes", "每月", "月繳", "月缴", "月付", "月費", "月费", "月"]],
  [{ unit: "months", amount: 2 }, ["bimonthly", "bimestral", "雙月", "双月", "每兩個月", "每两个月"]],
  [{ unit: "months", amount: 3 }, ["quarterly", "quarter", "trimestral", "trimestre", "每季", "季繳", "季缴", "季付", "季"]],
  [{ unit: "months", amount: 4 }, ["cuatrimestral"]],
  [
    { unit: "months", amount: 6 },
    ["semiannual", "semiannually", "halfyearly", "halfyear", "semestral", "semestre", "每半年", "半年繳", "半年缴", "半年"],
  ],
  [
    { unit: "years", amount: 1 },
    ["yearly", "annual", "annually", "year", "peryear", "yr", "anual", "ano", "每年", "年繳", "年缴", "年付", "年費", "年费", "年"],
  ],
  [
    "once",
    ["once", "onetime", "lifetime", "oneoff", "pagounico", "unico", "unavez", "devida", "vitalicio", "一次性", "單次", "单次", "終身", "终身", "買斷", "买断"],
  ],
];

const FIXED = new Map(PERIOD_WORDS.flatMap(([span, list]) => list.map((word) => [word, span] as const)));

const UNIT_WORDS: readonly [RegExp, CycleUnitWord, number][] = [
  [/^(days?|dias?|天|日)$/, "days", 1],
  [/^(weeks?|semanas?|週|周|星期|禮拜|礼拜)$/, "weeks", 1],
  [/^(months?|mes|meses|個月|个月|月)$/, "months", 1],
  [/^(quarters?|trimestres?|季)$/, "months", 3],
  [/^(years?|anos?|年)$/, "years", 1],
];

const CHINESE_NUMBERS: Readonly<Record<string, number>> = { 一: 1, 二: 2, 兩: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10, 十二: 12 };

function simplify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s\-_/.]+/g, "");
}

// "every 3 months", "cada 3 meses", "3 months", "每3個月", "每隔30天", "Every 2 Quarters", "30 days".
function readEvery(simple: string): CycleSpan | null {
  const match = /^(?:every|each|cada|每隔|每)?(\d+|[一二兩两三四五六七八九十]+)?(.+?)(?:一次)?$/.exec(simple);
  if (!match) return null;
  const amount = match[1] === undefined ? 1 : /^\d+$/.test(match[1]) ? Number(match[1]) : CHINESE_NUMBERS[match[1]];
  const unit = UNIT_WORDS.find(([pattern]) => pattern.test(match[2]));
  if (!amount || !unit) return null;
  return { unit: unit[1], amount: amount * unit[2] };
}

export function readCycleSpan(text: string): CycleSpan | "once" | null {
  const simple = simplify(text);
  if (simple === "") return null;
  return FIXED.get(simple) ?? readEvery(simple);
}

export function cycleForSpan(span: CycleSpan | "once"): CycleReading {
  if (span === "once") return { ok: true, cycle: "once" };
  const { unit, amount } = span;
  if (!Number.isInteger(amount) || amount < 1) return { ok: false, key: "importUnreadableCycle" };
  if (unit === "days" || unit === "weeks") {
    const days = unit === "weeks" ? amount * 7 : amount;
    if (days === 30) return { ok: true, cycle: "30days" };
    return days <= CUSTOM_CYCLE_LIMITS.days ? { ok: true, cycle: `custom:days:${days}` } : { ok: false, key: "importUnsupportedCycle" };
  }
  const months = unit === "years" ? amount * 12 : amount;
  if (months === 6) return { ok: true, cycle: "6months" };
  if (months === 12) return { ok: true, cycle: "1year" };
  if (unit === "years" && amount <= CUSTOM_CYCLE_LIMITS.years) return { ok: true, cycle: `custom:years:${amount}` };
  return months <= CUSTOM_CYCLE_LIMITS.months ? { ok: true, cycle: `custom:months:${months}` } : { ok: false, key: "importUnsupportedCycle" };
}

export function readCycleText(text: string): CycleReading {
  const trimmed = text.trim();
  if (isValidCycle(trimmed)) return { ok: true, cycle: trimmed };
  const span = readCycleSpan(trimmed);
  return span === null ? { ok: false, key: "importUnreadableCycle" } : cycleForSpan(span);
}

export function cycleCell(text: string, reading: CycleReading = readCycleText(text)): { cycle: string; issue: ImportIssue | null } {
  if (reading.ok) return { cycle: reading.cycle, issue: null };
  if (text.trim() === "") return { cycle: "", issue: { field: "cycle", key: "required" } };
  return { cycle: "", issue: { field: "cycle", key: reading.key, values: { value: text.trim() } } };
}

import { addDays, addMonths, type CalendarDate } from "@/lib/dates/date-only";

export const CYCLE_PRESETS = ["30days", "6months", "1year", "once"] as const;
export type CyclePreset = (typeof CYCLE_PRESETS)[number];

export const CYCLE_UNITS = ["days", "months", "years"] as const;
export type CycleUnit = (typeof CYCLE_UNITS)[number];

export const NAMED_CYCLES = {
  weekly: "custom:days:7",
  monthly: "custom:months:1",
  quarterly: "custom:months:3",
  halfYearly: "6months",
  yearly: "1year",
  once: "once",
} as const;
export type NamedCycle = keyof typeof NAMED_CYCLES;

export const DEFAULT_CYCLE: string = NAMED_CYCLES.monthly;

/** Largest custom amount per unit; the database's check constraint holds the same limits. */
export const CUSTOM_CYCLE_LIMITS: Record<CycleUnit, number> = {
  days: 3650,
  months: 120,
  years: 10,
};

export type Cycle =
  | { kind: "preset"; preset: CyclePreset }
  | { kind: "custom"; unit: CycleUnit; amount: number };

export type CycleMode = Cycle["kind"];

const CUSTOM_PATTERN = /^custom:([a-z]+):(.*)$/;
const STRICT_CUSTOM_PATTERN = /^custom:(days|months|years):([1-9][0-9]{0,3})$/;

export function isCyclePreset(value: unknown): value is CyclePreset {
  return typeof value === "string" && (CYCLE_PRESETS as readonly string[]).includes(value);
}

export function isCycleUnit(value: unknown): value is CycleUnit {
  return typeof value === "string" && (CYCLE_UNITS as readonly string[]).includes(value);
}

export function normalizeCycleAmount(amount: unknown, unit: CycleUnit): number {
  const value = typeof amount === "string" && amount.trim() !== "" ? Number(amount) : amount;
  if (typeof value !== "number" || !Number.isFinite(value)) return 1;
  const whole = Math.floor(value);
  if (whole < 1) return 1;
  return Math.min(whole, CUSTOM_CYCLE_LIMITS[unit]);
}

function parseKnown(value: string | null | undefined): Cycle | null {
  if (isCyclePreset(value)) return { kind: "preset", preset: value };
  const match = typeof value === "string" ? CUSTOM_PATTERN.exec(value.trim()) : null;
  if (match && isCycleUnit(match[1])) {
    return { kind: "custom", unit: match[1], amount: normalizeCycleAmount(match[2], match[1]) };
  }
  return null;
}

export function parseCycle(value: string | null | undefined): Cycle {
  return parseKnown(value) ?? { kind: "custom", unit: "months", amount: 1 };
}

export function formatCycle(cycle: Cycle): string {
  return cycle.kind === "preset" ? cycle.preset : `custom:${cycle.unit}:${cycle.amount}`;
}

export function normalizeCycle(value: string | null | undefined): string {
  return formatCycle(parseCycle(value));
}

export function isValidCycle(value: string): boolean {
  if (isCyclePreset(value)) return true;
  const match = STRICT_CUSTOM_PATTERN.exec(value);
  if (!match || !isCycleUnit(match[1])) return false;
  return Number(match[2]) <= CUSTOM_CYCLE_LIMITS[match[1]];
}

export function cycleModeOf(value: string | null | undefined): CycleMode {
  return parseCycle(value).kind;
}

export function namedCycleOf(value: string | null | undefined): NamedCycle | null {
  const cycle = parseKnown(value);
  if (!cycle) return null;
  if (cycle.kind === "preset") {
    return cycle.preset === "30days" ? null : cycle.preset === "6months" ? "halfYearly" : cycle.preset === "1year" ? "yearly" : "once";
  }
  if (cycle.unit === "days") return cycle.amount === 7 ? "weekly" : null;
  const months = cycle.unit === "years" ? cycle.amount * 12 : cycle.amount;
  const byMonths: Record<number, NamedCycle> = { 1: "monthly", 3: "quarterly", 6: "halfYearly", 12: "yearly" };
  return byMonths[months] ?? null;
}

export function toCustomCycle(unit: CycleUnit, amount: unknown): string {
  return formatCycle({ kind: "custom", unit, amount: normalizeCycleAmount(amount, unit) });
}

export function isOneTime(cycle: Cycle | string): boolean {
  const parsed = typeof cycle === "string" ? parseCycle(cycle) : cycle;
  return parsed.kind === "preset" && parsed.preset === "once";
}

export function cycleStep(cycle: Cycle | string): { days: number } | { months: number } {
  const parsed = typeof cycle === "string" ? parseCycle(cycle) : cycle;
  if (parsed.kind === "preset") {
    if (parsed.preset === "once") return { days: 0 };
    if (parsed.preset === "30days") return { days: 30 };
    return { months: parsed.preset === "6months" ? 6 : 12 };
  }
  if (parsed.unit === "days") return { days: parsed.amount };
  return { months: parsed.unit === "months" ? parsed.amount : parsed.amount * 12 };
}

/**
 * Length of one cycle in months; day cycles are days ÷ 30 with no floor, so a weekly bill counts
 * ~4.3 times a month. A one-time purchase never comes round again: Infinity, so it costs 0 a month.
 */
export function cycleInMonths(cycle: Cycle | string): number {
  const parsed = typeof cycle === "string" ? parseCycle(cycle) : cycle;
  if (parsed.kind === "preset") {
    if (parsed.preset === "once") return Number.POSITIVE_INFINITY;
    if (parsed.preset === "30days") return 1;
    return parsed.preset === "6months" ? 6 : 12;
  }
  if (parsed.unit === "days") return parsed.amount / 30;
  return parsed.unit === "months" ? parsed.amount : parsed.amount * 12;
}

export function addCycles(date: CalendarDate, cycle: Cycle | string, count: number, anchorDay?: number): CalendarDate {
  const step = cycleStep(cycle);
  return "days" in step ? addDays(date, step.days * count) : addMonths(date, step.months * count, anchorDay);
}

export function endDateFor(startDate: CalendarDate, cycle: Cycle | string): CalendarDate {
  return addCycles(startDate, cycle, 1);
}

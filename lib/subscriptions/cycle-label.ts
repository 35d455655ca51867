import { parseCycle, type CyclePreset, type CycleUnit } from "./cycle";

export type CycleLabel = { key: CyclePreset } | { key: CycleUnit | "weeks"; count: number };

/** Which translation describes the billing cycle; whole weeks of days are said in weeks. */
export function cycleLabel(cycle: string): CycleLabel {
  const parsed = parseCycle(cycle);
  if (parsed.kind === "preset") return { key: parsed.preset };
  if (parsed.unit === "days" && parsed.amount % 7 === 0) return { key: "weeks", count: parsed.amount / 7 };
  return { key: parsed.unit, count: parsed.amount };
}

import { parseCycle, type CycleUnit } from "@/lib/subscriptions/cycle";

/**
 * The unit and amount the custom inputs start from: a custom cycle's own, or the preset's length
 * written as a custom pair (30days → 30 days, 6months → 6 months, 1year → 1 year; once → 1 month).
 */
export function customStartFor(cycle: string): { unit: CycleUnit; amount: number } {
  const parsed = parseCycle(cycle);
  if (parsed.kind === "custom") return { unit: parsed.unit, amount: parsed.amount };
  if (parsed.preset === "30days") return { unit: "days", amount: 30 };
  if (parsed.preset === "once") return { unit: "months", amount: 1 };
  if (parsed.preset === "6months") return { unit: "months", amount: 6 };
  return { unit: "years", amount: 1 };
}

import { useTranslations } from "next-intl";
import { isValidCycle, parseCycle, type CyclePreset, type CycleUnit } from "@/lib/subscriptions/cycle";

export type CycleLabel = { key: CyclePreset } | { key: CycleUnit | "weeks"; count: number };

/** Which translation describes the billing cycle; whole weeks of days are said in weeks. */
export function cycleLabel(cycle: string): CycleLabel {
  const parsed = parseCycle(cycle);
  if (parsed.kind === "preset") return { key: parsed.preset };
  if (parsed.unit === "days" && parsed.amount % 7 === 0) return { key: "weeks", count: parsed.amount / 7 };
  return { key: parsed.unit, count: parsed.amount };
}

/** A cycle in the cards' words ("every month", "every 30 days"); text that is not a cycle as it is. */
export function useCycleName(): (cycle: string) => string {
  const t = useTranslations("subscriptionCard.cycle");
  return (cycle) => {
    if (!isValidCycle(cycle)) return cycle;
    const label = cycleLabel(cycle);
    return "count" in label ? t(label.key, { count: label.count }) : t(label.key);
  };
}

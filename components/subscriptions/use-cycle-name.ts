import { useTranslations } from "next-intl";
import { isValidCycle } from "@/lib/subscriptions/cycle";
import { cycleLabel } from "@/lib/subscriptions/cycle-label";

type CycleTranslator = ReturnType<typeof useTranslations<"subscriptionCard.cycle">>;

/** A cycle in the cards' words ("every month", "every 30 days"); text that is not a cycle as it is. */
export function nameCycle(t: CycleTranslator, cycle: string): string {
  if (!isValidCycle(cycle)) return cycle;
  const label = cycleLabel(cycle);
  return "count" in label ? t(label.key, { count: label.count }) : t(label.key);
}

export function useCycleName(): (cycle: string) => string {
  const t = useTranslations("subscriptionCard.cycle");
  return (cycle) => nameCycle(t, cycle);
}

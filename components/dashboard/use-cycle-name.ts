import { useTranslations } from "next-intl";
import { cycleLabel } from "@/lib/subscriptions/card-facts";
import { isValidCycle } from "@/lib/subscriptions/cycle";

export function useCycleName(): (cycle: string) => string {
  const t = useTranslations("subscriptionCard.cycle");
  return (cycle) => {
    if (!isValidCycle(cycle)) return cycle;
    const label = cycleLabel(cycle);
    return "count" in label ? t(label.key, { count: label.count }) : t(label.key);
  };
}

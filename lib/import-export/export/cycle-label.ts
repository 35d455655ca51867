import { parseCycle } from "@/lib/subscriptions/cycle";

const plural = (count: number, unit: string) => `Every ${count} ${unit}`;

// In English like the header; the importer reads each label back to a cycle that bills alike.
export function cycleLabel(value: string): string {
  const cycle = parseCycle(value);
  if (cycle.kind === "preset") {
    return { "30days": "Every 30 days", "6months": "Every 6 months", "1year": "Yearly", once: "One-time" }[cycle.preset];
  }
  const { unit, amount } = cycle;
  if (unit === "days") {
    if (amount === 1) return "Daily";
    if (amount === 7) return "Weekly";
    return amount % 7 === 0 ? plural(amount / 7, "weeks") : plural(amount, "days");
  }
  if (unit === "years") return amount === 1 ? "Yearly" : plural(amount, "years");
  if (amount === 1) return "Monthly";
  if (amount === 3) return "Quarterly";
  return amount % 12 === 0 ? (amount === 12 ? "Yearly" : plural(amount / 12, "years")) : plural(amount, "months");
}

import type { Category } from "@/lib/categories/types";
import { roundForDisplay } from "@/lib/subscriptions/format-money";
import { groupByCategory } from "@/lib/subscriptions/group";
import type { SortContext } from "@/lib/subscriptions/sort";
import type { Subscription } from "@/lib/subscriptions/types";
import { apportion } from "./apportion";

export type CategoryShare = {
  key: string;
  category: Category | null;
  color: string;
  amount: number;
  displayAmount: number;
  percent: number;
};

export function spendByCategory(
  subscriptions: readonly Subscription[],
  categories: readonly Category[],
  context: SortContext,
  monthlyTotal: number,
): CategoryShare[] {
  const sections = groupByCategory(subscriptions, categories, context)
    .filter((section) => section.monthlyTotal > 0)
    .sort((a, b) => b.monthlyTotal - a.monthlyTotal);
  if (sections.length === 0 || monthlyTotal <= 0) return [];
  const amounts = sections.map((section) => section.monthlyTotal);
  const displayAmounts = apportion(amounts, roundForDisplay(monthlyTotal));
  const percents = apportion(amounts.map((amount) => (amount / monthlyTotal) * 100), 100);
  return sections.map((section, index) => ({
    key: section.key,
    category: section.category,
    color: section.color,
    amount: section.monthlyTotal,
    displayAmount: displayAmounts[index],
    percent: percents[index],
  }));
}

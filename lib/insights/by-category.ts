import type { Category } from "@/lib/categories/types";
import { roundForDisplay } from "@/lib/subscriptions/format-money";
import { groupByCategory } from "@/lib/subscriptions/group";
import type { SortContext } from "@/lib/subscriptions/sort";
import type { Subscription } from "@/lib/subscriptions/types";
import { apportion } from "./apportion";

export type CategoryShare = {
  key: string;
  /** null for Uncategorized. */
  category: Category | null;
  color: string;
  /** A month of the category's subscriptions in force today, in the default currency; full precision. */
  amount: number;
  /** Whole units; the categories' display amounts add up to the rounded monthly total. */
  displayAmount: number;
  /** Whole percent of the monthly total; they add up to 100. */
  percent: number;
};

/**
 * Each category's part of the dashboard's monthly total, largest first: the same subscriptions in
 * force and the same monthly costs as the total, so the parts add up to it. Categories that cost
 * nothing this month are left out.
 */
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

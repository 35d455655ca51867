import { monthlyCost } from "./money";
import { nameCollator, sortSubscriptions, type SortContext, type SortKey } from "./sort";
import { isInForce } from "./status";
import { sumAmounts } from "./sum-amounts";
import type { Subscription } from "./types";
import { UNCATEGORIZED_COLOR, type Category } from "@/lib/categories/types";

export const UNCATEGORIZED_SECTION_KEY = "uncategorized";

export type CategorySection = {
  key: string;
  categoryId: number | null;
  category: Category | null;
  color: string;
  subscriptions: Subscription[];
  monthlyTotal: number;
  /** The total counts a variable bill at its estimate. */
  approximate: boolean;
};

/** Variable bills' estimates by subscription id, which totals use in place of the entered price. */
export type Estimates = Readonly<Record<number, { estimate: number }>>;

export function sectionKeyFor(categoryId: number | null): string {
  return categoryId === null ? UNCATEGORIZED_SECTION_KEY : `category:${categoryId}`;
}

export function categoryIdFromSectionKey(key: string): number | null | undefined {
  if (key === UNCATEGORIZED_SECTION_KEY) return null;
  const match = /^category:([1-9][0-9]*)$/.exec(key);
  return match ? Number(match[1]) : undefined;
}

export function sectionMonthlyTotal(subscriptions: readonly Subscription[], context: SortContext, estimates?: Estimates): number {
  return sumAmounts(
    subscriptions
      .filter((subscription) => isInForce(subscription, context.today))
      .map((subscription) => {
        const estimate = estimates?.[subscription.id]?.estimate;
        return monthlyCost(estimate === undefined ? subscription : { ...subscription, price: estimate }, context);
      })
      .filter((cost): cost is number => cost !== null),
  );
}

function buildSection(
  category: Category | null,
  subscriptions: Subscription[],
  context: SortContext,
  sort: SortKey,
  estimates?: Estimates,
): CategorySection {
  const sorted = sortSubscriptions(subscriptions, sort, context);
  return {
    key: sectionKeyFor(category?.id ?? null),
    categoryId: category?.id ?? null,
    category,
    color: category?.color ?? UNCATEGORIZED_COLOR,
    subscriptions: sorted,
    monthlyTotal: sectionMonthlyTotal(sorted, context, estimates),
    approximate: sorted.some((subscription) => subscription.variableAmount && isInForce(subscription, context.today)),
  };
}

export function groupByCategory(
  subscriptions: readonly Subscription[],
  categories: readonly Category[],
  context: SortContext,
  sort: SortKey = "name",
  estimates?: Estimates,
): CategorySection[] {
  const collator = nameCollator(context.locale);
  const known = new Set(categories.map((category) => category.id));
  const sectionOf = (subscription: Subscription) =>
    subscription.categoryId !== null && known.has(subscription.categoryId) ? subscription.categoryId : null;

  const sortedCategories = [...categories].sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  return [
    ...sortedCategories.map((category) =>
      buildSection(category, subscriptions.filter((s) => sectionOf(s) === category.id), context, sort, estimates),
    ),
    buildSection(null, subscriptions.filter((s) => sectionOf(s) === null), context, sort, estimates),
  ];
}

export function moveToCategory(
  sections: CategorySection[],
  subscriptionId: number,
  targetCategoryId: number | null,
  context: SortContext,
  sort: SortKey = "name",
  estimates?: Estimates,
): CategorySection[] {
  const from = sections.find((section) => section.subscriptions.some((s) => s.id === subscriptionId));
  const to = sections.find((section) => section.categoryId === targetCategoryId);
  if (!from || !to || from === to) return sections;

  const moving = from.subscriptions.find((s) => s.id === subscriptionId);
  if (!moving) return sections;
  const moved: Subscription = { ...moving, categoryId: targetCategoryId };

  return sections.map((section) => {
    if (section === from) {
      return buildSection(section.category, section.subscriptions.filter((s) => s.id !== subscriptionId), context, sort, estimates);
    }
    if (section === to) return buildSection(section.category, [...section.subscriptions, moved], context, sort, estimates);
    return section;
  });
}

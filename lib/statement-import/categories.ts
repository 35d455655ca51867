import type { Category } from "@/lib/categories/types";
import type { MerchantCategory } from "@/lib/recurring-charges/types";

/** A category for a new subscription, by name: the user's own, or one the import creates. */
export type CategoryChoice = { name: string; color: string };

/** The colour a category the import creates starts with: one of the category dialog's swatches. */
const CATEGORY_COLORS: Readonly<Record<Exclude<MerchantCategory, "other">, string>> = {
  streaming: "#E74C3C",
  music: "#9B59B6",
  software: "#3498DB",
  cloud: "#1ABC9C",
  ai: "#9B59B6",
  news: "#F39C12",
  gaming: "#FF5733",
  fitness: "#2ECC71",
  education: "#F39C12",
  telecom: "#3498DB",
  utilities: "#1ABC9C",
  insurance: "#2ECC71",
  shopping: "#FF5733",
  food: "#F39C12",
  security: "#E74C3C",
  finance: "#2ECC71",
  social: "#9B59B6",
};

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The category a known merchant's subscription starts in: the user's category of that name (in their
 * language, ignoring case) when they have one, else a new one. "Other" suggests nothing.
 */
export function suggestedCategory(
  kind: MerchantCategory | null,
  label: string,
  categories: readonly Pick<Category, "name" | "color">[],
): CategoryChoice | null {
  if (kind === null || kind === "other") return null;
  const own = categories.find((category) => sameName(category.name, label));
  return own ? { name: own.name, color: own.color } : { name: label, color: CATEGORY_COLORS[kind] };
}

/** A choice in the review's category select: the user's category, or the one the import would create. */
export type CategoryOption = CategoryChoice & { isNew: boolean };

/** The suggestion first when it would be a new category, then the user's categories. */
export function categoryOptions(categories: readonly Pick<Category, "name" | "color">[], suggestion: CategoryChoice | null): CategoryOption[] {
  const own = categories.map(({ name, color }) => ({ name, color, isNew: false }));
  if (!suggestion || own.some((category) => sameName(category.name, suggestion.name))) return own;
  return [{ ...suggestion, isNew: true }, ...own];
}

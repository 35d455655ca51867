import type { PriceChange, Subscription } from "@/lib/subscriptions/types";
import type { Category } from "@/lib/categories/types";

let nextId = 1;

export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Subscription ${id}`,
    brand: "Brand",
    price: 10,
    currency: "USD",
    startDate: "2026-01-01",
    endDate: "2026-12-31",
    cycle: "30days",
    iconUrl: null,
    autoRenew: false,
    categoryId: null,
    status: "active",
    trialEndsOn: null,
    pausedOn: null,
    cancelledOn: null,
    notes: null,
    websiteUrl: null,
    paymentMethod: null,
    variableAmount: false,
    amountMin: null,
    amountMax: null,
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    ...overrides,
  };
}

export function makeCategory(overrides: Partial<Category> & Pick<Category, "id" | "name">): Category {
  return {
    description: null,
    color: "#3498DB",
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    ...overrides,
  };
}

export function makePriceChange(
  overrides: Partial<PriceChange> & Pick<PriceChange, "subscriptionId" | "newPrice" | "effectiveDate">,
): PriceChange {
  return {
    id: nextId++,
    oldPrice: 0,
    createdAt: "2026-01-01T00:00:00Z",
    ...overrides,
  };
}

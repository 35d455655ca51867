import type { LedgerCharge } from "@/lib/payments/charge-state";
import type { Payment } from "@/lib/payments/types";

let nextId = 1;

export function makePayment(overrides: Partial<Payment> & Pick<Payment, "subscriptionId" | "dueOn">): Payment {
  return {
    id: nextId++,
    state: "paid",
    paidOn: overrides.dueOn,
    amount: 10,
    currency: "USD",
    rateToBase: null,
    baseCurrency: null,
    rateDate: null,
    source: "manual",
    importBatchId: null,
    note: null,
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    ...overrides,
  };
}

export function makeCharge(overrides: Partial<LedgerCharge> = {}): LedgerCharge {
  return { subscriptionId: 1, dueOn: "2026-03-01", amount: 10, currency: "USD", autoRenew: false, ...overrides };
}

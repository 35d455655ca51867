import type { ChargeState } from "./charge-state";

export type MarkSymbol = "✓" | "≈" | "!";

/** ✓ recorded as expected; ≈ assumed, or paid another amount; ! needs the user. Skipped and refunded are said in words. */
export const MARK_SYMBOLS: Record<ChargeState, MarkSymbol | null> = {
  paid: "✓",
  paid_different: "≈",
  assumed_paid: "≈",
  overdue: "!",
  failed: "!",
  skipped: null,
  refunded: null,
  due: null,
  upcoming: null,
};

export function isMarked(state: ChargeState): boolean {
  return state !== "upcoming";
}

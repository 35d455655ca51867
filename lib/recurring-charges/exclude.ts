import type { StatementTransaction } from "@/lib/import-export/formats/statements/types";
import { addDays } from "./calendar";
import { unnumbered } from "./normalise";
import { REFUND_KINDS, REFUND_WORDS, TRANSFER_KINDS, TRANSFER_WORDS } from "./normalise-rules";

export const REFUND_WINDOW_DAYS = 60;
const REFUND_AMOUNT_TOLERANCE = 0.075;

const transferTexts = new Map<string, boolean>();

function saysTransfer(text: string): boolean {
  let transfer = transferTexts.get(text);
  if (transfer === undefined) {
    transfer = TRANSFER_WORDS.test(text);
    if (transferTexts.size > 50_000) transferTexts.clear();
    transferTexts.set(text, transfer);
  }
  return transfer;
}

export function isTransferOrRepayment(
  transaction: StatementTransaction,
  text = unnumbered(transaction.label),
  party = transaction.counterparty ? unnumbered(transaction.counterparty) : "",
): boolean {
  if (transaction.toOwnAccount) return true;
  const kind = transaction.bankKind?.trim().toUpperCase() ?? "";
  if (kind !== "" && TRANSFER_KINDS.test(kind)) return true;
  return saysTransfer(text) || (party !== "" && saysTransfer(party));
}

export function saysRefund(transaction: StatementTransaction): boolean {
  const kind = transaction.bankKind?.trim() ?? "";
  const text = `${unnumbered(transaction.label)} ${transaction.counterparty ? unnumbered(transaction.counterparty) : ""}`;
  return REFUND_KINDS.test(kind) || REFUND_WORDS.test(text);
}

function reversedCharge(
  transactions: readonly StatementTransaction[],
  index: number,
  taken: Set<StatementTransaction>,
): StatementTransaction | null {
  const refund = transactions[index];
  const earliest = addDays(refund.date, -REFUND_WINDOW_DAYS);
  const worded = saysRefund(refund);
  let near: StatementTransaction | null = null;
  for (let i = index - 1; i >= 0; i--) {
    const charge = transactions[i];
    if (charge.date < earliest) break;
    if (charge.amountMilli >= 0 || taken.has(charge)) continue;
    if (charge.amountMilli === -refund.amountMilli) return charge;
    // A refund that says so may differ a little (a foreign-currency charge refunded at another rate).
    if (worded && !near && Math.abs(-charge.amountMilli - refund.amountMilli) <= -charge.amountMilli * REFUND_AMOUNT_TOLERANCE) near = charge;
  }
  return near;
}

// An inflow that reverses no charge (income, a partial refund) is dropped on its own.
export function netRefunds(transactions: readonly StatementTransaction[]): {
  charges: StatementTransaction[];
  refunded: StatementTransaction[];
} {
  const taken = new Set<StatementTransaction>();
  const refunded: StatementTransaction[] = [];
  transactions.forEach((transaction, index) => {
    if (transaction.amountMilli <= 0) return;
    const charge = reversedCharge(transactions, index, taken);
    if (!charge) return;
    taken.add(charge);
    refunded.push(charge);
  });
  const charges = transactions.filter((transaction) => transaction.amountMilli < 0 && !taken.has(transaction));
  return { charges, refunded };
}

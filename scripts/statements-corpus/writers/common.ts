import type { GeneratedHistory, GeneratedTransaction } from "../types";

/** What a statement of this kind lists: a credit card shows charges, refunds and the card bill's payment. */
export function statementRows(history: GeneratedHistory, account: "bank" | "creditCard"): GeneratedTransaction[] {
  if (account === "bank") return history.transactions;
  return history.transactions.flatMap((row): GeneratedTransaction[] => {
    if (row.kind === "cardRepayment") return [{ ...row, amountMilli: -row.amountMilli, payee: "AUTOMATIC PAYMENT - THANK YOU", memo: null }];
    return row.kind === "card" || row.kind === "directDebit" || row.kind === "refund" ? [row] : [];
  });
}

/** The one line of text a bank prints when it has a single description field. */
export function fullLabel(row: GeneratedTransaction): string {
  return [row.bookingText, row.payee, row.memo].filter(Boolean).join(" ");
}

/** A round opening balance that keeps the account out of overdraft all along, whatever the currency. */
export function openingBalance(rows: readonly GeneratedTransaction[]): number {
  let running = 0;
  let lowest = 0;
  for (const row of rows) lowest = Math.min(lowest, (running += row.amountMilli));
  const step = 1_000_000;
  return Math.ceil((-lowest + step) / step) * step;
}

export function closingBalance(rows: readonly GeneratedTransaction[]): number {
  return rows.reduce((balance, row) => balance + row.amountMilli, openingBalance(rows));
}

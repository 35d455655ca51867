import type { StatementTransaction } from "@/lib/import-export/formats/statements/types";

// Readers key every transaction by the bank's id, else a hash of date, amount and label: equal keys are one booking.
export function dedupeTransactions(transactions: readonly StatementTransaction[]): {
  transactions: StatementTransaction[];
  duplicatesRemoved: number;
} {
  const seen = new Set<string>();
  const unique: StatementTransaction[] = [];
  for (const transaction of transactions) {
    if (seen.has(transaction.key)) continue;
    seen.add(transaction.key);
    unique.push(transaction);
  }
  return { transactions: unique, duplicatesRemoved: transactions.length - unique.length };
}

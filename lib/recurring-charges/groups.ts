import type { StatementTransaction } from "@/lib/import-export/formats/statements/types";
import { primeByLabel } from "./amazon-prime";
import { isTransferOrRepayment } from "./exclude";
import { matchMerchant, type MerchantEntry } from "./merchant-catalogue";
import { merchantKey, merchantKeyOf, unnumbered } from "./normalise";

export type MerchantGroup = {
  key: string;
  entry: MerchantEntry | null;
  currency: string;
  transactions: StatementTransaction[];
};

export function groupByMerchant(transactions: readonly StatementTransaction[]): MerchantGroup[] {
  const groups = new Map<MerchantEntry | string, Map<string, MerchantGroup>>();
  for (const transaction of transactions) {
    if (transaction.amountMilli === 0) continue;
    const text = unnumbered(transaction.label);
    const party = transaction.counterparty ? unnumbered(transaction.counterparty) : "";
    if (isTransferOrRepayment(transaction, text, party)) continue;
    const key = merchantKeyOf(text, party);
    const entry = primeByLabel(matchMerchant(key), text);
    // Spellings of a subscription-only brand are one merchant, keyed by the brand so the key stays the
    // same whichever bank spelled it; a shop that also sells one-offs keeps each spelling apart, so
    // "COSTCO MEMBERSHIP" is not lost among "COSTCO WHSE" purchases.
    const merchant = entry?.recurringOnly ? entry : key;
    let byCurrency = groups.get(merchant);
    if (!byCurrency) groups.set(merchant, (byCurrency = new Map()));
    let group = byCurrency.get(transaction.currency);
    if (!group) {
      const groupKey = entry?.recurringOnly ? merchantKey(entry.name, null) : key;
      byCurrency.set(transaction.currency, (group = { key: groupKey, entry, currency: transaction.currency, transactions: [] }));
    }
    group.transactions.push(transaction);
  }
  const result = [...groups.values()].flatMap((byCurrency) => [...byCurrency.values()]);
  for (const group of result) {
    // On one day, charges come before the refunds that may reverse them.
    group.transactions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.amountMilli - b.amountMilli));
  }
  return result;
}

import type { StatementTransaction } from "@/lib/import-export/formats/statements/types";
import { addDays, addMonths } from "@/lib/dates/date-only";

let sequence = 0;

/** A statement line; `amount` in currency units, negative for money out. */
export function tx(
  date: string,
  amount: number,
  label: string,
  extra: Partial<StatementTransaction> = {},
): StatementTransaction {
  sequence++;
  return {
    key: `t${sequence}`,
    bankId: null,
    date,
    amountMilli: Math.round(amount * 1000),
    currency: "EUR",
    label,
    counterparty: null,
    bankKind: null,
    line: sequence,
    ...extra,
  };
}

/** Dates `count` calendar months apart from `from`, on its day of the month (clamped at month ends). */
export function monthlyDates(from: string, count: number, months = 1): string[] {
  const day = Number(from.slice(8, 10));
  return Array.from({ length: count }, (_, i) => addMonths(from, i * months, day));
}

export function everyDays(from: string, count: number, days: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(from, i * days));
}

export function charges(dates: readonly string[], amount: number, label: string, extra: Partial<StatementTransaction> = {}) {
  return dates.map((date) => tx(date, amount, label, extra));
}

/** A seeded generator, so "random" shopping is the same on every run. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Supermarket and café visits every one to six days, amounts all over the place. */
export function groceries(from: string, to: string, seed = 7): StatementTransaction[] {
  const random = seeded(seed);
  const shops = ["COMPRA TARJ. 5489XXXXXXXX1234 MERCADONA VALENCIA", "POS LIDL 0423", "CARREFOUR EXPRESS", "STARBUCKS STORE 1234"];
  const result: StatementTransaction[] = [];
  for (let date = from; date <= to; date = addDays(date, 1 + Math.floor(random() * 6))) {
    const shop = shops[Math.floor(random() * shops.length)];
    result.push(tx(date, -Math.round((3 + random() * 120) * 100) / 100, shop));
  }
  return result;
}

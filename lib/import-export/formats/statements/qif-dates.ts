import { parseDateText, possibleDateOrders, type DateOrder } from "@/lib/import-export/parse/date-text";
import { dateOrdersFitting } from "./common";

const CENTURY_PIVOT = 70;
const MAX_SAMPLES = 3;

export type DateOrderChoice =
  | { kind: "order"; order: DateOrder }
  | { kind: "ask"; orders: DateOrder[]; samples: string[] }
  | { kind: "bad"; index: number };

// Quicken pads dates with spaces and marks years after 1999 with an apostrophe: 1/ 5'26 is 1/5/2026.
export function qifDateText(raw: string): string {
  const compact = raw.trim().replace(/\s*([/.'-])\s*/g, "$1").replace("'", "/");
  const short = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(compact);
  if (!short) return compact;
  const year = Number(short[3]);
  return `${short[1]}/${short[2]}/${year < CENTURY_PIVOT ? 2000 + year : 1900 + year}`;
}

function firstMisfit(texts: readonly string[]): number {
  let left: DateOrder[] = ["YMD", "DMY", "MDY"];
  for (const [index, text] of texts.entries()) {
    left = left.filter((order) => possibleDateOrders(text).includes(order));
    if (left.length === 0) return index;
  }
  return 0;
}

function readsAlike(text: string, orders: readonly DateOrder[]): boolean {
  const first = parseDateText(text, orders[0]);
  return orders.every((order) => parseDateText(text, order) === first);
}

// Only distinct dates are tried (each try is a full calendar check). A file whose dates settle the
// order keeps it even if an order was chosen (say, for another file dropped with it).
export function chooseDateOrder(raw: readonly string[], chosen?: DateOrder): DateOrderChoice {
  const distinct = [...new Set(raw.map((text) => text.trim()))];
  const texts = distinct.map(qifDateText);
  const orders = dateOrdersFitting(texts);
  if (orders.length === 1) return { kind: "order", order: orders[0] };
  if (chosen) return { kind: "order", order: chosen };
  if (orders.length === 0) {
    const misfit = distinct[firstMisfit(texts)];
    return { kind: "bad", index: raw.findIndex((text) => text.trim() === misfit) };
  }
  const ambiguous = distinct.filter((_, index) => !readsAlike(texts[index], orders));
  if (ambiguous.length === 0) return { kind: "order", order: orders[0] };
  return { kind: "ask", orders, samples: ambiguous.slice(0, MAX_SAMPLES) };
}

import { parseDateText, possibleDateOrders, type DateOrder } from "@/lib/import-export/parse/date-text";
import { dateOrdersFitting } from "./common";

const CENTURY_PIVOT = 70;
const MAX_SAMPLES = 3;

export type DateOrderChoice =
  | { kind: "order"; order: DateOrder }
  | { kind: "ask"; orders: DateOrder[]; samples: string[] }
  | { kind: "bad"; index: number };

/**
 * "1/ 5'26" to "1/5/2026". Quicken pads with spaces and writes years after 1999 with an
 * apostrophe; two-digit years from 70 on are taken as 19xx, the rest as 20xx.
 */
export function qifDateText(raw: string): string {
  const compact = raw.trim().replace(/\s*([/.'-])\s*/g, "$1").replace("'", "/");
  const short = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(compact);
  if (!short) return compact;
  const year = Number(short[3]);
  return `${short[1]}/${short[2]}/${year < CENTURY_PIVOT ? 2000 + year : 1900 + year}`;
}

function readsAlike(text: string, orders: readonly DateOrder[]): boolean {
  const first = parseDateText(text, orders[0]);
  return orders.every((order) => parseDateText(text, order) === first);
}

/**
 * The order every date fits. Only distinct dates are tried: a statement repeats the same few
 * hundred days, and each try runs a full calendar check. Where every fitting order reads every
 * date the same (05/05/2026), there is nothing to ask.
 */
export function chooseDateOrder(raw: readonly string[], chosen?: DateOrder): DateOrderChoice {
  if (chosen) return { kind: "order", order: chosen };
  const distinct = [...new Set(raw.map((text) => text.trim()))];
  const texts = distinct.map(qifDateText);
  const orders = dateOrdersFitting(texts);
  if (orders.length === 0) {
    let left: DateOrder[] = ["YMD", "DMY", "MDY"];
    const badText = distinct.find((_, index) => {
      left = left.filter((order) => possibleDateOrders(texts[index]).includes(order));
      return left.length === 0;
    });
    return { kind: "bad", index: raw.findIndex((text) => text.trim() === badText) };
  }
  const ambiguous = distinct.filter((_, index) => !readsAlike(texts[index], orders));
  if (orders.length === 1 || ambiguous.length === 0) return { kind: "order", order: orders[0] };
  return { kind: "ask", orders, samples: ambiguous.slice(0, MAX_SAMPLES) };
}

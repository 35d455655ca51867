import { CURRENCIES } from "@/lib/currency/currencies";
import type { CalendarDate } from "@/lib/dates/date-only";
import { cycleCell } from "@/lib/import-export/parse/cycle-text";
import { parseDateText } from "@/lib/import-export/parse/date-text";
import { finishRow } from "@/lib/import-export/parse/finish-row";
import { currencyFrom, readPriceCell, type PriceCell } from "@/lib/import-export/parse/price-cell";
import { renewalDates, stoppedOn } from "@/lib/import-export/parse/renewal-dates";
import { blankValues, notesWith, textOf, websiteUrl } from "@/lib/import-export/parse/text";
import type { AmbiguousSymbol, ImportedReminders, ImportedSubscription, ImportIssue, SymbolCurrencies } from "@/lib/import-export/types";

// Wallos's export keys; text it stored went through htmlspecialchars. API rows are read into the same keys.
export const WALLOS_API_KEYS = { start: "Start Date", leadDays: "Notify Days Before", currencyId: "Currency Id" } as const;

export type WallosOptions = {
  today: CalendarDate;
  symbolCurrencies?: SymbolCurrencies;
  paidByLabel?: string;
  cancelByLabel?: string;
};

const ENTITIES: Readonly<Record<string, string>> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#039;": "'", "&#39;": "'", "&apos;": "'" };

function decoded(value: unknown): string {
  return textOf(value)
    .replace(/&(lt|gt|quot|#0?39|apos);/g, (entity) => ENTITIES[entity])
    .replaceAll("&amp;", "&");
}

// Wallos's built-in first category.
const NO_CATEGORY = "no category";

function dateField(value: unknown, field: string, issues: ImportIssue[]): CalendarDate | null {
  const text = textOf(value);
  if (text === "") return null;
  const date = parseDateText(text, "YMD");
  if (date === null) issues.push({ field, key: "importUnreadableDate", values: { value: text } });
  return date;
}

function priceOf(record: Record<string, unknown>, answers: SymbolCurrencies | undefined): PriceCell {
  const currencyId = textOf(record[WALLOS_API_KEYS.currencyId]);
  const price = readPriceCell(textOf(record["Price"]), answers);
  if (currencyId === "") return price;
  const currency = currencyFrom({ kind: "ambiguous", symbol: `currency_id ${currencyId}`, currencies: [...CURRENCIES] }, answers);
  return { ...price, ...currency };
}

// Wallos notifies before each payment by the user's default or by its own days (-1: the default).
function remindersOf(record: Record<string, unknown>, cancelBy: CalendarDate | null): ImportedReminders | undefined {
  const enabled = textOf(record["Notifications"]).toLowerCase() !== "disabled";
  const days = Number(textOf(record[WALLOS_API_KEYS.leadDays]) || "-1");
  const leadDays = Number.isInteger(days) && days >= 0 && days <= 365 ? [days] : null;
  if (enabled && leadDays === null && cancelBy === null) return undefined;
  return { enabled, leadDays, remindToCancel: cancelBy !== null };
}

export function wallosRow(
  record: Record<string, unknown>,
  line: number,
  options: WallosOptions,
): { row: ImportedSubscription; ambiguous: Omit<AmbiguousSymbol, "rows"> | null } {
  const { today } = options;
  const issues: ImportIssue[] = [];
  const values = blankValues();
  values.name = decoded(record["Name"]);
  values.brand = values.name;

  const price = priceOf(record, options.symbolCurrencies);
  values.price = price.price;
  values.currency = price.currency;
  for (const issue of [price.priceIssue, price.issue]) if (issue) issues.push(issue);

  const cycle = cycleCell(textOf(record["Payment Cycle"]));
  values.cycle = cycle.cycle;
  if (cycle.issue) issues.push(cycle.issue);

  const next = dateField(record["Next Payment"], "endDate", issues);
  const start = dateField(record[WALLOS_API_KEYS.start], "startDate", issues);
  const cancellation = dateField(record["Cancellation Date"], "cancelledOn", issues);
  // Wallos's cancellation date is a day to cancel by; only a disabled subscription stopped billing.
  const inactive = textOf(record["State"]).toLowerCase() === "disabled" || textOf(record["Active"]).toLowerCase() === "no";
  const stopsOn = inactive ? earliest(cancellation ?? stoppedOn(next, today), today) : null;
  Object.assign(values, renewalDates(start, next, values.cycle, today, stopsOn));
  values.autoRenew = textOf(record["Renewal"]).toLowerCase() !== "manual";
  if (stopsOn !== null) {
    values.status = "cancelled";
    values.cancelledOn = stopsOn;
  }
  const cancelBy = inactive ? null : cancellation;

  values.paymentMethod = decoded(record["Payment Method"]);
  values.websiteUrl = websiteUrl(decoded(record["URL"]));
  values.notes = notesWith(decoded(record["Notes"]), [
    [options.paidByLabel ?? "Paid by", decoded(record["Paid By"])],
    [options.cancelByLabel ?? "Cancel by", cancelBy ?? ""],
  ]);

  const categoryName = decoded(record["Category"]);
  const category = categoryName === "" || categoryName.toLowerCase() === NO_CATEGORY ? null : { name: categoryName };
  const reminders = remindersOf(record, cancelBy);
  const row = finishRow({ line, values, category, priceChanges: [], pauses: [], ...(reminders && { reminders }), issues });
  return { row, ambiguous: price.ambiguous };
}

function earliest(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a < b ? a : b;
}

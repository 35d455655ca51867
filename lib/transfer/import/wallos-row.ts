import type { CalendarDate } from "@/lib/dates/calendar-date";
import { cycleCell } from "./cycle-text";
import { parseDateText } from "./date-text";
import { finishRow } from "./finish-row";
import { readPriceCell } from "./price-cell";
import { renewalDates, stoppedOn } from "./renewal-dates";
import { blankValues, notesWith, textOf, websiteUrl } from "./text";
import type { AmbiguousSymbol, ImportedSubscription, ImportIssue, SymbolCurrencies } from "./types";

// Wallos's export (endpoints/subscriptions/export.php): one object per subscription with the keys
// Name, Payment Cycle, Next Payment, Renewal, Category, Payment Method, Paid By, Price, Notes, URL,
// State, Notifications, Cancellation Date, Active. Text it stored went through htmlspecialchars.

export type WallosOptions = {
  today: CalendarDate;
  symbolCurrencies?: SymbolCurrencies;
  /** Label of the "Paid By" line added to the notes, in the user's language. */
  paidByLabel?: string;
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

export function wallosRow(
  record: Record<string, unknown>,
  line: number,
  options: WallosOptions,
): { row: ImportedSubscription; ambiguous: Omit<AmbiguousSymbol, "rows"> | null } {
  const issues: ImportIssue[] = [];
  const values = blankValues();
  values.name = decoded(record["Name"]);
  values.brand = values.name;

  const price = readPriceCell(textOf(record["Price"]), options.symbolCurrencies);
  values.price = price.price;
  values.currency = price.currency;
  for (const issue of [price.priceIssue, price.issue]) if (issue) issues.push(issue);

  const cycle = cycleCell(textOf(record["Payment Cycle"]));
  values.cycle = cycle.cycle;
  if (cycle.issue) issues.push(cycle.issue);

  const next = dateField(record["Next Payment"], "endDate", issues);
  Object.assign(values, renewalDates(null, next, values.cycle, options.today));
  values.autoRenew = textOf(record["Renewal"]).toLowerCase() !== "manual";

  const cancelledOn = dateField(record["Cancellation Date"], "cancelledOn", issues);
  const inactive = textOf(record["State"]).toLowerCase() === "disabled" || textOf(record["Active"]).toLowerCase() === "no";
  if (inactive || cancelledOn !== null) {
    values.status = "cancelled";
    values.cancelledOn = cancelledOn ?? stoppedOn(next, options.today);
  }

  values.paymentMethod = decoded(record["Payment Method"]);
  values.websiteUrl = websiteUrl(decoded(record["URL"]));
  values.notes = notesWith(decoded(record["Notes"]), [[options.paidByLabel ?? "Paid by", decoded(record["Paid By"])]]);

  const categoryName = decoded(record["Category"]);
  const category = categoryName === "" || categoryName.toLowerCase() === NO_CATEGORY ? null : { name: categoryName };
  const row = finishRow({ line, values, category, priceChanges: [], pauses: [], issues });
  return { row, ambiguous: price.ambiguous };
}

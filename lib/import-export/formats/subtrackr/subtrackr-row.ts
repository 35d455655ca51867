import type { Currency } from "@/lib/currency/currencies";
import type { CalendarDate } from "@/lib/dates/date-only";
import { isAllowedIconUrl } from "@/lib/subscriptions/icon-url";
import { parseAmount } from "@/lib/import-export/parse/amount-text";
import { readCurrencyText } from "@/lib/import-export/parse/currency-text";
import { cycleCell, cycleForSpan, readCycleSpan, readCycleText, type CycleReading } from "@/lib/import-export/parse/cycle-text";
import { finishRow } from "@/lib/import-export/parse/finish-row";
import { currencyFrom } from "@/lib/import-export/parse/price-cell";
import { renewalDates, stoppedOn } from "@/lib/import-export/parse/renewal-dates";
import { blankValues, notesWith, textOf, websiteUrl } from "@/lib/import-export/parse/text";
import type { ImportedSubscription, ImportIssue } from "@/lib/import-export/types";

export type SubtrackrOptions = {
  today: CalendarDate;
  /** The currency of rows that name none (CSV files from before SubTrackr 0.5.7 have no Currency column). */
  currency?: Currency;
  accountLabel?: string;
};

export type SubtrackrFields = {
  name: string;
  category: string;
  cost: string;
  currency: string;
  schedule: string;
  interval: number;
  status: string;
  paymentMethod: string;
  account: string;
  startDate: string;
  renewalDate: string;
  cancellationDate: string;
  url: string;
  iconUrl: string;
  notes: string;
  remindersOff: boolean;
};

function cycleOf(schedule: string, interval: number): CycleReading {
  if (interval === 1) return readCycleText(schedule);
  const span = readCycleSpan(schedule);
  if (span === null || span === "once") return { ok: false, key: "importUnreadableCycle" };
  return cycleForSpan({ unit: span.unit, amount: span.amount * interval });
}

// Go writes times as RFC 3339 ("2026-05-24T14:03:11+08:00"); the date part is the day SubTrackr meant.
function dateOf(text: string, field: string, issues: ImportIssue[]): CalendarDate | null {
  if (text === "") return null;
  const match = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/.exec(text);
  if (match && !match[1].startsWith("0001-")) return match[1];
  if (!match) issues.push({ field, key: "importUnreadableDate", values: { value: text } });
  return null;
}

export function subtrackrRow(fields: SubtrackrFields, line: number, options: SubtrackrOptions): ImportedSubscription {
  const issues: ImportIssue[] = [];
  const values = blankValues();
  values.name = fields.name;
  values.brand = fields.name;

  const price = parseAmount(fields.cost, ".");
  values.price = price ?? fields.cost;
  if (price === null) issues.push({ field: "price", key: fields.cost === "" ? "required" : "importUnreadablePrice", values: { value: fields.cost } });

  const reading = readCurrencyText(fields.currency);
  const currency = reading.kind === "none" && options.currency ? { currency: options.currency, issue: null } : currencyFrom(reading);
  values.currency = currency.currency;
  if (currency.issue) issues.push(currency.issue);

  const cycle = cycleCell(fields.schedule, cycleOf(fields.schedule, fields.interval));
  values.cycle = cycle.cycle;
  if (cycle.issue) issues.push(cycle.issue);

  const start = dateOf(fields.startDate, "startDate", issues);
  const renewal = dateOf(fields.renewalDate, "endDate", issues);
  const cancellation = dateOf(fields.cancellationDate, "cancelledOn", issues);
  Object.assign(values, renewalDates(start, renewal, values.cycle, options.today));

  const status = fields.status.toLowerCase();
  values.autoRenew = status !== "cancelled";
  if (status === "trial") {
    values.status = "trial";
    values.trialEndsOn = values.endDate;
  } else if (status === "paused") {
    values.status = "paused";
    values.pausedOn = stoppedOn(renewal, options.today);
  } else if (status === "cancelled") {
    values.status = "cancelled";
    values.cancelledOn = cancellation ?? stoppedOn(renewal, options.today);
  } else if (status !== "active" && status !== "") {
    issues.push({ field: "status", key: "importUnreadableValue", values: { value: fields.status } });
  }

  values.paymentMethod = fields.paymentMethod;
  values.websiteUrl = websiteUrl(fields.url);
  values.iconUrl = isAllowedIconUrl(fields.iconUrl) ? fields.iconUrl : "";
  values.notes = notesWith(fields.notes, [[options.accountLabel ?? "Account", fields.account]]);

  const category = fields.category === "" ? null : { name: fields.category };
  // A subscription muted in SubTrackr stays muted here; the others follow the user's own settings.
  const reminders = fields.remindersOff ? { enabled: false, leadDays: null, remindToCancel: false } : undefined;
  return finishRow({ line, values, category, priceChanges: [], pauses: [], ...(reminders && { reminders }), issues });
}

export function subtrackrJsonFields(item: Record<string, unknown>): SubtrackrFields {
  const category = item.category;
  const interval = typeof item.schedule_interval === "number" && item.schedule_interval > 0 ? item.schedule_interval : 1;
  return {
    name: textOf(item.name),
    category: typeof category === "object" && category !== null ? textOf((category as Record<string, unknown>).name) : "",
    cost: textOf(item.cost),
    currency: textOf(item.original_currency),
    schedule: textOf(item.schedule),
    interval,
    status: textOf(item.status),
    paymentMethod: textOf(item.payment_method),
    account: textOf(item.account),
    startDate: textOf(item.start_date),
    renewalDate: textOf(item.renewal_date),
    cancellationDate: textOf(item.cancellation_date),
    url: textOf(item.url),
    iconUrl: textOf(item.icon_url),
    notes: textOf(item.notes),
    // Go writes a bool; a hand-edited file may say 0 or "false".
    remindersOff: item.reminder_enabled === false || item.reminder_enabled === 0 || textOf(item.reminder_enabled).toLowerCase() === "false",
  };
}

export function subtrackrCsvFields(record: Record<string, string>): SubtrackrFields {
  const cell = (name: string) => (record[name] ?? "").trim();
  return {
    name: cell("Name"),
    category: cell("Category"),
    cost: cell("Cost"),
    currency: cell("Currency"),
    schedule: cell("Schedule"),
    interval: 1,
    status: cell("Status"),
    paymentMethod: cell("Payment Method"),
    account: cell("Account"),
    startDate: cell("Start Date"),
    renewalDate: cell("Renewal Date"),
    cancellationDate: cell("Cancellation Date"),
    url: cell("URL"),
    iconUrl: "",
    notes: cell("Notes"),
    remindersOff: false,
  };
}

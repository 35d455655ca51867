import { textOf } from "@/lib/import-export/parse/text";
import { WALLOS_API_KEYS } from "./wallos-row";

// The API answers with Wallos's database rows: ids for cycle and currency, 0/1 flags, names beside ids.

const CYCLES: Readonly<Record<string, [one: string, unit: string]>> = {
  "1": ["Daily", "Days"],
  "2": ["Weekly", "Weeks"],
  "3": ["Monthly", "Months"],
  "4": ["Yearly", "Years"],
  "5": ["One-time", ""],
};

export function isWallosApiRow(item: Record<string, unknown>): boolean {
  return "next_payment" in item && "cycle" in item && "frequency" in item;
}

function cycleText(item: Record<string, unknown>): string {
  const names = CYCLES[textOf(item.cycle)];
  const frequency = Number(textOf(item.frequency) || "1");
  if (!names) return textOf(item.cycle);
  return frequency === 1 || names[1] === "" ? names[0] : `Every ${frequency} ${names[1]}`;
}

const flag = (value: unknown) => textOf(value) === "1" || value === true;

// Names the API puts in place of a payer or payment method it cannot find.
const PLACEHOLDERS = new Set(["Unknown member", "Unknown payment method"]);
const named = (value: unknown) => (PLACEHOLDERS.has(textOf(value)) ? "" : value);

export function wallosApiRecord(item: Record<string, unknown>): Record<string, unknown> {
  const inactive = flag(item.inactive);
  return {
    Name: item.name,
    "Payment Cycle": cycleText(item),
    "Next Payment": item.next_payment,
    Renewal: flag(item.auto_renew) ? "Automatic" : "Manual",
    Category: item.category_name,
    "Payment Method": named(item.payment_method_name),
    "Paid By": named(item.payer_user_name),
    Price: item.price,
    Notes: item.notes,
    URL: item.url,
    State: inactive ? "Disabled" : "Enabled",
    Notifications: flag(item.notify) ? "Enabled" : "Disabled",
    "Cancellation Date": textOf(item.cancellation_date) || item.cancelation_date,
    Active: inactive ? "No" : "Yes",
    [WALLOS_API_KEYS.start]: item.start_date,
    [WALLOS_API_KEYS.leadDays]: item.notify_days_before,
    [WALLOS_API_KEYS.currencyId]: textOf(item.currency_id),
  };
}

// Export files written the way Wallos and SubTrackr write them, with dates around today, so that
// an end-to-end import sees what a user migrating today would bring. The formats follow the apps'
// own export code (see tests/unit/import-export/fixtures/README.md):
// - Wallos: endpoints/subscriptions/export.php builds one object per subscription; scripts/profile.js
//   downloads JSON.stringify of the list, or its keys and values joined with bare commas and "\n".
// - SubTrackr 0.5.9: ExportJSON is gin's JSON of {subscriptions, exported_at, total_count}; ExportCSV
//   writes through Go's encoding/csv, costs as %.2f and the schedule as DisplaySchedule() says it.

export type WallosSubscription = {
  Name: string;
  "Payment Cycle": string;
  "Next Payment": string;
  Renewal: "Automatic" | "Manual";
  Category: string;
  "Payment Method": string;
  "Paid By": string;
  /** The currency's symbol followed by PHP's float: "$24.5", "NT$810". */
  Price: string;
  Notes: string;
  URL: string | null;
  State: "Enabled" | "Disabled";
  Notifications: "Enabled" | "Disabled";
  "Cancellation Date": string | null;
  Active: "Yes" | "No";
};

export function wallosJson(subscriptions: WallosSubscription[]): string {
  return JSON.stringify(subscriptions);
}

export function wallosCsv(subscriptions: WallosSubscription[]): string {
  const keys = Object.keys(subscriptions[0]) as (keyof WallosSubscription)[];
  return [keys.join(","), ...subscriptions.map((row) => keys.map((key) => row[key] ?? "").join(","))].join("\n");
}

export type SubtrackrSubscription = {
  id: number;
  name: string;
  cost: number;
  currency: string;
  schedule: "Daily" | "Weekly" | "Monthly" | "Quarterly" | "Annual";
  interval: number;
  status: "Active" | "Cancelled" | "Paused" | "Trial";
  category: string;
  startDate: string | null;
  renewalDate: string | null;
  cancellationDate: string | null;
  url: string;
  notes: string;
  reminderEnabled: boolean;
};

const goTime = (date: string | null) => (date === null ? null : `${date}T00:00:00Z`);

export function subtrackrJson(subscriptions: SubtrackrSubscription[], exportedAt: string): string {
  const created = "2025-01-31T20:02:13.5+08:00";
  return JSON.stringify({
    exported_at: exportedAt,
    subscriptions: subscriptions.map((s) => ({
      id: s.id,
      name: s.name,
      cost: s.cost,
      original_currency: s.currency,
      schedule: s.schedule,
      status: s.status,
      category_id: s.id,
      category: { id: s.id, name: s.category, created_at: created, updated_at: created },
      payment_method: "Visa",
      account: "",
      start_date: goTime(s.startDate),
      renewal_date: goTime(s.renewalDate),
      cancellation_date: goTime(s.cancellationDate),
      url: s.url,
      icon_url: "",
      notes: s.notes,
      usage: "Medium",
      schedule_interval: s.interval,
      reminder_enabled: s.reminderEnabled,
      date_calculation_version: 1,
      last_reminder_sent: null,
      last_reminder_renewal_date: null,
      last_cancellation_reminder_sent: null,
      last_cancellation_reminder_date: null,
      created_at: created,
      updated_at: created,
    })),
    total_count: subscriptions.length,
  })
    // Go's encoding/json escapes these three for HTML safety.
    .replaceAll("&", "\\u0026")
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e");
}

const UNITS: Record<SubtrackrSubscription["schedule"], string> = {
  Daily: "Days",
  Weekly: "Weeks",
  Monthly: "Months",
  Quarterly: "Quarters",
  Annual: "Years",
};

/** Go's encoding/csv: quoted only when a field holds a comma, a quote, a line break or leads with a space. */
function goCsvField(field: string): string {
  if (field === "" || !/[",\r\n]/.test(field) && !field.startsWith(" ")) return field;
  return `"${field.replaceAll('"', '""')}"`;
}

export function subtrackrCsv(subscriptions: SubtrackrSubscription[]): string {
  const header = ["ID", "Name", "Category", "Cost", "Currency", "Schedule", "Schedule Interval", "Status", "Payment Method", "Account", "Start Date", "Renewal Date", "Cancellation Date", "URL", "Notes", "Usage", "Created At"];
  const rows = subscriptions.map((s) => [
    String(s.id),
    s.name,
    s.category,
    s.cost.toFixed(2),
    s.currency,
    s.interval === 1 ? s.schedule : `Every ${s.interval} ${UNITS[s.schedule]}`,
    String(s.interval),
    s.status,
    "Visa",
    "",
    s.startDate ?? "",
    s.renewalDate ?? "",
    s.cancellationDate ?? "",
    s.url,
    s.notes,
    "Medium",
    "2025-01-31 20:02:13",
  ]);
  return [header, ...rows].map((row) => row.map(goCsvField).join(",")).join("\n") + "\n";
}

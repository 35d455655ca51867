import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importRowSchema } from "@/lib/import-export/schema";
import { isOneTime } from "@/lib/subscriptions/cycle";
import { effectiveEndDate, isInForce } from "@/lib/subscriptions/status";
import { detectSource } from "@/lib/import-export/preview/detect";
import type { ImportedSubscription } from "@/lib/import-export/types";
import { readWallosCsv, readWallosJson } from "@/lib/import-export/formats/wallos/wallos";
import { billingDates } from "@/lib/subscriptions/schedule";

const TODAY = "2026-05-10";
const fixture = (name: string) => readFileSync(path.join(__dirname, "fixtures", name), "utf8");

function succeeded<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result as Extract<T, { ok: true }>;
}

/** The subscription as the import saves it: what the server's schema makes of the row. */
function saved(row: ImportedSubscription) {
  const parsed = importRowSchema.safeParse({ ...row, values: { ...row.values, categoryId: null } });
  if (!parsed.success) throw new Error(`${row.values.name}: ${JSON.stringify(parsed.error.issues)}`);
  return parsed.data;
}

/** The charge the card announces next (null once cancelled or for a one-time purchase), and whether today's total counts it. */
function outlook(row: ImportedSubscription) {
  const { values } = saved(row);
  const subscription = { ...values, categoryId: null };
  const recurring = !isOneTime(values.cycle) && values.status !== "cancelled";
  return { next: recurring ? effectiveEndDate(subscription, TODAY) : null, inTotal: isInForce(subscription, TODAY) };
}

function byName(rows: readonly ImportedSubscription[], name: string): ImportedSubscription {
  const row = rows.find((candidate) => candidate.values.name === name);
  if (!row) throw new Error(`No row named ${name}`);
  return row;
}

const answers = { $: "USD", "¥": "JPY" } as const;

describe("a Wallos 5.4.4 CSV export, read as Wallos means it", () => {
  const { rows } = succeeded(readWallosCsv(fixture("wallos-5.4.4.csv"), { today: TODAY, symbolCurrencies: answers }));

  // name → cycle, start, end, the charge Wallos shows next (rolled past today for automatic renewals), in today's total
  const expected: [string, string, string, string, string | null, boolean][] = [
    ["Netflix", "custom:months:1", "2026-05-03", "2026-06-03", "2026-06-03", true],
    ["Spotify", "custom:months:1", "2026-04-28", "2026-05-28", "2026-05-28", true],
    ["Daily Paper", "custom:days:1", "2026-05-10", "2026-05-11", "2026-05-11", true],
    ["Veggie Box", "custom:days:7", "2026-05-07", "2026-05-14", "2026-05-14", true],
    ["Disney+", "custom:months:3", "2026-04-15", "2026-07-15", "2026-07-15", true],
    ["example.org domain", "custom:years:2", "2025-01-10", "2027-01-10", "2027-01-10", true],
    ["Prepaid Gym", "custom:months:1", "2026-04-30", "2026-06-30", "2026-06-30", true],
    ["Adobe Creative Cloud", "1year", "2025-03-01", "2026-03-01", null, false],
    ["Le Monde", "30days", "2026-04-20", "2026-05-20", "2026-05-20", true],
    ["Old Magazine", "custom:months:1", "2026-04-15", "2026-05-15", null, false],
    ["Dropped Cloud", "custom:months:1", "2026-03-01", "2026-04-01", null, false],
    ["Tom & Jerry's Fan Club", "custom:days:7", "2026-05-04", "2026-05-18", "2026-05-18", true],
    ["Coffee  Tea Club", "custom:days:14", "2026-05-08", "2026-05-22", "2026-05-22", true],
    ["Lifetime Notes App", "once", "2026-01-20", "2026-01-20", null, false],
    ["Coupang Wow", "custom:months:1", "2026-04-25", "2026-05-25", "2026-05-25", true],
    ["Swiss Rail Half Fare", "1year", "2025-12-01", "2026-12-01", "2026-12-01", true],
  ];

  it.each(expected)("%s: saved on the next payment's schedule, with Wallos's next charge and today's total", (name, cycle, start, end, next, inTotal) => {
    const row = byName(rows, name);
    expect(row.issues).toEqual([]);
    expect(saved(row).values).toMatchObject({ cycle, startDate: start, endDate: end });
    expect(outlook(row)).toEqual({ next, inTotal });
  });

  it("never starts a subscription in the future, nor a cancelled one after its cancellation", () => {
    for (const row of rows.filter((candidate) => candidate.issues.length === 0)) {
      const { values } = saved(row);
      expect(values.startDate <= TODAY, values.name).toBe(true);
      if (values.cancelledOn) expect(values.startDate <= values.cancelledOn, values.name).toBe(true);
    }
  });

  it("invents no charge between today and the next payment when that payment is within a cycle", () => {
    for (const name of ["Netflix", "Daily Paper", "Disney+", "Le Monde", "Coffee  Tea Club", "Spotify"]) {
      const { values } = saved(byName(rows, name));
      const charges = [...billingDates(values, "2026-05-11", values.endDate)];
      expect(charges, name).toEqual([values.endDate]);
    }
  });

  it("cancels inactive rows from their real cancellation date, never later than today", () => {
    expect(saved(byName(rows, "Adobe Creative Cloud")).values).toMatchObject({ status: "cancelled", cancelledOn: "2026-02-20", autoRenew: false });
    expect(saved(byName(rows, "Old Magazine")).values).toMatchObject({ status: "cancelled", cancelledOn: TODAY });
    expect(saved(byName(rows, "Dropped Cloud")).values).toMatchObject({ status: "cancelled", cancelledOn: "2026-04-01" });
  });

  it("keeps an active row with a cancellation date billing, with a cancel-by reminder and the date in its notes", () => {
    const row = byName(rows, "Le Monde");
    expect(saved(row).values).toMatchObject({ status: "active", cancelledOn: null, autoRenew: true });
    expect(row.reminders).toEqual({ enabled: true, leadDays: null, remindToCancel: true });
    expect(row.values.notes).toBe("Paid by: Luis\nCancel by: 2026-06-30");
  });

  it("turns reminders off for rows whose notifications are disabled, and leaves the others on the user's defaults", () => {
    for (const name of ["Spotify", "Tom & Jerry's Fan Club", "Swiss Rail Half Fare"]) {
      expect(byName(rows, name).reminders, name).toEqual({ enabled: false, leadDays: null, remindToCancel: false });
    }
    for (const name of ["Netflix", "Disney+", "Coupang Wow"]) expect(byName(rows, name).reminders, name).toBeUndefined();
  });

  it("puts a web address split by its commas back together, and keeps names as the file writes them", () => {
    const row = byName(rows, "Coffee  Tea Club");
    expect(row.values.websiteUrl).toBe("https://shop.example/cart?items=1,2,3");
    expect(row.category).toEqual({ name: "Food  Drink" });
    expect(row.values.notes).toBe("Beans  leaves and more\nPaid by: Luis");
    expect(saved(row).values.name).toBe("Coffee  Tea Club");
  });

  it("names a row whose extra fields cannot be put back, and why", () => {
    const row = rows.find((candidate) => candidate.line === 14);
    expect(row?.values.name).toBe("Broken Row");
    expect(row?.issues).toEqual([{ key: "importFieldCount", values: { found: 15, expected: 14 } }]);
  });

  it("decodes Wallos's HTML escapes", () => {
    expect(byName(rows, "Tom & Jerry's Fan Club").values.notes).toBe('Says "hi" every week\nPaid by: Ana');
  });

  it("reads currencies beyond the first six: Korean won and Swiss francs", () => {
    expect(saved(byName(rows, "Coupang Wow")).values).toMatchObject({ currency: "KRW", price: 7890 });
    expect(saved(byName(rows, "Swiss Rail Half Fare")).values).toMatchObject({ currency: "CHF", price: 190 });
  });
});

describe("Wallos's API answer (get_subscriptions)", () => {
  const text = fixture("wallos-api-get_subscriptions.json");
  const currencies = { "currency_id 2": "USD", "currency_id 3": "EUR", "currency_id 4": "GBP", "currency_id 5": "CNY" } as const;

  it("is recognised as a Wallos file", () => {
    expect(detectSource("subscriptions.json", text)).toBe("wallos-json");
  });

  it("asks once per Wallos currency id, since the API names currencies by id", () => {
    const { ambiguousSymbols } = succeeded(readWallosJson(text, { today: TODAY }));
    expect(ambiguousSymbols.map(({ symbol, rows }) => [symbol, rows])).toEqual([
      ["currency_id 2", 1],
      ["currency_id 5", 1],
      ["currency_id 3", 1],
      ["currency_id 4", 1],
    ]);
  });

  it("reads escaped slashes, \\u escapes, 0/1 flags, start dates and lead days", () => {
    const { rows } = succeeded(readWallosJson(text, { today: TODAY, symbolCurrencies: currencies }));
    expect(rows.map((row) => row.issues)).toEqual([[], [], [], []]);
    const netflix = byName(rows, "Netflix");
    // Its start is moved onto the next payment's monthly grid: the first such day on or after it.
    expect(saved(netflix).values).toMatchObject({ websiteUrl: "https://www.netflix.com/browse", currency: "USD", price: 15.49, startDate: "2024-02-03", endDate: "2026-06-03", cycle: "custom:months:1", autoRenew: true });
    expect(outlook(netflix)).toEqual({ next: "2026-06-03", inTotal: true });
    const iqiyi = byName(rows, "愛奇藝 iQIYI");
    expect(saved(iqiyi).values).toMatchObject({ cycle: "6months", startDate: "2026-03-01", currency: "CNY" });
    expect(iqiyi.reminders).toEqual({ enabled: false, leadDays: null, remindToCancel: false });
    const cafe = byName(rows, "Café Crème");
    expect(saved(cafe).values).toMatchObject({ cycle: "custom:days:14", startDate: "2026-04-14", endDate: "2026-05-12", status: "active", notes: "Ana's\nCancel by: 2026-05-31", paymentMethod: null });
    expect(cafe.reminders).toEqual({ enabled: true, leadDays: [3], remindToCancel: true });
    expect(cafe.category).toBeNull();
    const adobe = byName(rows, "Adobe Creative Cloud");
    expect(saved(adobe).values).toMatchObject({ status: "cancelled", cancelledOn: "2026-02-20", startDate: "2025-03-01", autoRenew: false });
    expect(outlook(adobe)).toEqual({ next: null, inTotal: false });
  });
});

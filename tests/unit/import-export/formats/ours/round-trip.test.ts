import { describe, expect, it } from "vitest";
import { fallbackRatesInto } from "@/lib/currency/fallback-rates";
import { effectiveEndDate } from "@/lib/subscriptions/status";
import type { Subscription } from "@/lib/subscriptions/types";
import { toBackup } from "@/lib/import-export/export/export-backup";
import { pausesOf, paymentsOf, priceChangesOf, type TransferData } from "@/lib/import-export/export/data";
import { subscriptionsCsv } from "@/lib/import-export/export/export-csv";
import { readBackupFile } from "@/lib/import-export/formats/ours/backup-file";
import { readSubscriptionsCsv } from "@/lib/import-export/formats/ours/subscriptions-csv";
import type { ImportedValues } from "@/lib/import-export/types";
import { sampleData } from "../../export-data";
import { expectCleanRowsPass, succeeded } from "../../helpers";

function valuesOf(subscription: Subscription): ImportedValues {
  return {
    name: subscription.name,
    brand: subscription.brand,
    price: subscription.price.toFixed(2),
    currency: subscription.currency,
    startDate: subscription.startDate,
    endDate: subscription.endDate,
    cycle: subscription.cycle,
    iconUrl: subscription.iconUrl ?? "",
    autoRenew: subscription.autoRenew,
    status: subscription.status,
    trialEndsOn: subscription.trialEndsOn ?? "",
    pausedOn: subscription.pausedOn ?? "",
    cancelledOn: subscription.cancelledOn ?? "",
    notes: subscription.notes ?? "",
    websiteUrl: subscription.websiteUrl ?? "",
    paymentMethod: subscription.paymentMethod ?? "",
  };
}

function backupValuesOf(subscription: Subscription): ImportedValues {
  return {
    ...valuesOf(subscription),
    variableAmount: subscription.variableAmount,
    amountMin: subscription.amountMin === null ? "" : subscription.amountMin.toFixed(2),
    amountMax: subscription.amountMax === null ? "" : subscription.amountMax.toFixed(2),
  };
}

function historyOf(subscription: Subscription, data: TransferData) {
  return {
    priceChanges: priceChangesOf(subscription.id, data).map((change) => ({
      effectiveDate: change.effectiveDate,
      oldPrice: change.oldPrice.toFixed(2),
      newPrice: change.newPrice.toFixed(2),
    })),
    pauses: pausesOf(subscription.id, data).map(({ pausedOn, resumedOn }) => ({ pausedOn, resumedOn })),
  };
}

const data = sampleData();
const remindersFor = (subscription: Subscription) => {
  const own = data.reminders.find((reminders) => reminders.subscriptionId === subscription.id);
  return own ? { reminders: { enabled: own.enabled, leadDays: own.leadDays, remindToCancel: own.remindToCancel } } : {};
};
const categoryOf = (subscription: Subscription) => data.categories.find((category) => category.id === subscription.categoryId);

describe("our CSV, exported and imported", () => {
  const context = { rates: fallbackRatesInto("TWD"), defaultCurrency: "TWD" as const, today: "2026-05-10", siteUrl: "https://subs.example.com" };
  const { rows } = succeeded(readSubscriptionsCsv(subscriptionsCsv(data, context)));

  it("gives back the same values (the end of the current term), category names, price changes and pauses", () => {
    expect(rows).toEqual(
      data.subscriptions.map((subscription, index) => ({
        line: index + 1,
        values: { ...valuesOf(subscription), endDate: effectiveEndDate(subscription, context.today) },
        category: categoryOf(subscription) ? { name: categoryOf(subscription)?.name } : null,
        ...historyOf(subscription, data),
        issues: [],
      })),
    );
  });

  it("ignores the computed columns", () => {
    const edited = subscriptionsCsv(data, context).replace("2026-05-15,390.00,TWD", "1999-01-01,1.00,EUR");
    expect(edited).not.toBe(subscriptionsCsv(data, context));
    expect(succeeded(readSubscriptionsCsv(edited)).rows).toEqual(rows);
  });

  it("yields rows the subscription form accepts", () => {
    expectCleanRowsPass(rows);
  });

  it("still reads the file after a spreadsheet re-saved it with semicolons, short dates and whole prices", () => {
    const resaved = "name;brand;price;currency;cycle;start_date;end_date;auto_renew\r\nNetflix;Netflix;390;TWD;custom:months:1;2026/4/15;2026/5/15;TRUE\r\n";
    const [row] = succeeded(readSubscriptionsCsv(resaved)).rows;
    expect(row.values).toMatchObject({ price: "390.00", startDate: "2026-04-15", endDate: "2026-05-15", autoRenew: true });
    expect(row.issues).toEqual([]);
  });

  it("refuses a file whose required columns were deleted, naming them", () => {
    expect(readSubscriptionsCsv("name,brand,price,currency,cycle\r\nA,A,1.00,TWD,30days\r\n")).toEqual({
      ok: false,
      error: { key: "importMissingColumns", values: { columns: "start_date, end_date" } },
    });
  });
});

describe("our JSON backup, exported and imported", () => {
  const backup = JSON.stringify(toBackup(data, { exportedAt: new Date("2026-05-10T08:30:00Z"), defaultCurrency: "EUR" }));
  const result = succeeded(readBackupFile(backup));

  it("gives back exactly the same values, categories, price changes and pauses", () => {
    expect(result.rows).toEqual(
      data.subscriptions.map((subscription, index) => {
        const category = categoryOf(subscription);
        return {
          line: index + 1,
          values: backupValuesOf(subscription),
          category: category
            ? { name: category.name, color: category.color, ...(category.description === null ? {} : { description: category.description }) }
            : null,
          ...historyOf(subscription, data),
          ...remindersFor(subscription),
          payments: paymentsOf(subscription.id, data).map((payment) => ({
            dueOn: payment.dueOn,
            state: payment.state,
            paidOn: payment.paidOn,
            amount: payment.amount === null ? null : payment.amount.toFixed(2),
            currency: payment.currency,
            rateToBase: payment.rateToBase === null ? null : String(payment.rateToBase),
            baseCurrency: payment.baseCurrency,
            rateDate: payment.rateDate,
            note: payment.note,
          })),
          issues: [],
        };
      }),
    );
  });

  it("carries every field a subscription has, so a field added later cannot be left behind", () => {
    const [exported] = toBackup(data, { exportedAt: new Date(), defaultCurrency: "EUR" }).subscriptions;
    // Ids and bookkeeping are the account's own; the category travels by name.
    const own = new Set(["id", "createdAt", "updatedAt", "categoryId"]);
    const fields = Object.keys(data.subscriptions[0]).filter((key) => !own.has(key));
    expect(Object.keys(exported)).toEqual(expect.arrayContaining([...fields, "category", "priceChanges", "pauses", "reminders", "payments"]));
  });

  it("carries each subscription's payments, oldest charge first, and its variable amount", () => {
    const { subscriptions } = JSON.parse(backup) as { subscriptions: { name: string; variableAmount: boolean; amountMin: string | null; payments: { dueOn: string; state: string }[] }[] };
    const gym = subscriptions.find((subscription) => subscription.name === "Paused gym");
    expect(gym).toMatchObject({ variableAmount: true, amountMin: "1000.00" });
    expect(gym?.payments.map((payment) => [payment.dueOn, payment.state])).toEqual([["2026-01-01", "paid"], ["2026-01-08", "skipped"]]);
    expect(subscriptions.flatMap((subscription) => subscription.payments)).toHaveLength(data.payments.length);
  });

  it("reads a backup made before payments and variable amounts were carried", () => {
    const old = JSON.parse(backup) as { subscriptions: Record<string, unknown>[] };
    for (const subscription of old.subscriptions) {
      delete subscription.payments;
      delete subscription.variableAmount;
      delete subscription.amountMin;
      delete subscription.amountMax;
    }
    const rows = succeeded(readBackupFile(JSON.stringify(old))).rows;
    expect(rows.map((row) => [row.payments, row.values.variableAmount, row.issues])).toEqual(rows.map(() => [undefined, false, []]));
  });

  it("marks a row whose payment breaks the ledger's rules", () => {
    const broken = JSON.parse(backup) as { subscriptions: { payments: Record<string, unknown>[] }[] };
    broken.subscriptions[0].payments[0] = { ...broken.subscriptions[0].payments[0], state: "paid", amount: null, currency: null };
    const [first, second] = succeeded(readBackupFile(JSON.stringify(broken))).rows;
    expect(first.issues).toEqual([{ field: "payments", key: "importInvalidPayment" }]);
    expect(second.issues).toEqual([]);
  });

  it("brings back every category and the default currency", () => {
    expect(result.categories.map((category) => category.name)).toEqual(["影音", "Work", "Empty shelf"]);
    expect(result.defaultCurrency).toBe("EUR");
  });

  it("yields rows the subscription form accepts", () => {
    expectCleanRowsPass(result.rows);
  });
});

// Our JSON backup, exported from one account and imported into an empty one through the same code
// the app runs (readBackupFile, the import's schema, writeImportRows): every stored field of every
// subscription (its variable amount too), its category, price history, pauses, reminder choices and
// payments come back identical.
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";
import { toCategory } from "@/lib/categories/types";
import { importRowSchema } from "@/lib/import-export/schema";
import { writeImportRows } from "@/lib/import-export/run/write-rows";
import { toPayment } from "@/lib/payments/types";
import { toOverride } from "@/lib/reminders/schedule/preferences";
import type { Database, Json } from "@/lib/supabase/database.types";
import { toPause, toPriceChange, toSubscription } from "@/lib/subscriptions/row";
import { toBackup } from "@/lib/import-export/export/export-backup";
import type { TransferData } from "@/lib/import-export/export/data";
import { readBackupFile } from "@/lib/import-export/formats/ours/backup-file";
import { createTestUser } from "./support";

type Client = SupabaseClient<Database>;

async function exportOf(client: Client): Promise<TransferData> {
  const [subscriptions, categories, priceChanges, pauses, reminders, payments] = await Promise.all([
    client.from("subscriptions").select("*").order("name").throwOnError(),
    client.from("subscription_categories").select("*").order("name").throwOnError(),
    client.from("subscription_price_changes").select("*").throwOnError(),
    client.from("subscription_pauses").select("*").throwOnError(),
    client.from("subscription_reminders").select("*").throwOnError(),
    client.from("subscription_payments").select("*").throwOnError(),
  ]);
  return {
    subscriptions: subscriptions.data.map(toSubscription),
    categories: categories.data.map(toCategory),
    priceChanges: priceChanges.data.map(toPriceChange),
    pauses: pauses.data.map(toPause),
    reminders: reminders.data.map(toOverride),
    payments: payments.data.map(toPayment),
  };
}

/** Everything of an account keyed by names instead of its own ids and bookkeeping. */
function portable(data: TransferData) {
  const nameOf = (id: number) => data.subscriptions.find((subscription) => subscription.id === id)?.name;
  return {
    subscriptions: data.subscriptions.map(({ id: _id, createdAt: _created, updatedAt: _updated, categoryId, ...fields }) => ({
      ...fields,
      category: data.categories.find((category) => category.id === categoryId)?.name ?? null,
    })),
    categories: data.categories.map(({ name, color, description }) => ({ name, color, description })),
    priceChanges: data.priceChanges
      .map(({ subscriptionId, oldPrice, newPrice, effectiveDate }) => ({ of: nameOf(subscriptionId), oldPrice, newPrice, effectiveDate }))
      .sort((a, b) => `${a.of}${a.effectiveDate}`.localeCompare(`${b.of}${b.effectiveDate}`)),
    pauses: data.pauses.map(({ subscriptionId, pausedOn, resumedOn }) => ({ of: nameOf(subscriptionId), pausedOn, resumedOn })),
    reminders: data.reminders
      .map(({ subscriptionId, ...choices }) => ({ of: nameOf(subscriptionId), ...choices }))
      .sort((a, b) => String(a.of).localeCompare(String(b.of))),
    payments: data.payments
      .map(({ id: _id, subscriptionId, source: _source, importBatchId: _batch, createdAt: _created, updatedAt: _updated, ...payment }) => ({
        of: nameOf(subscriptionId),
        ...payment,
      }))
      .sort((a, b) => `${a.of}${a.dueOn}`.localeCompare(`${b.of}${b.dueOn}`)),
  };
}

function sqlRow(line: number, subscription: Record<string, Json>, extra: Record<string, Json> = {}): Json {
  const base = { price: 9.99, currency: "USD", cycle: "custom:months:1", auto_renew: true, status: "active", brand: subscription.name };
  return { line, subscription: { ...base, ...subscription }, category: null, price_changes: [], pauses: [], ...extra };
}

describe("a JSON backup, exported and imported into an empty account", () => {
  it("gives back every field of every subscription, category, price change, pause, reminder choice and payment", async () => {
    const source = (await createTestUser("backup-from")).client as unknown as Client;
    const { data: batch } = await source.from("import_batches").insert({ source: "csv" }).select("id").single().throwOnError();
    const video = { name: "影音", color: "#FF5733", description: "串流平台" };
    const { data: written } = await source
      .rpc("import_subscriptions", {
        batch_id: batch.id,
        rows: [
          sqlRow(1, { name: "Netflix", price: 390, currency: "TWD", start_date: "2026-01-15", end_date: "2026-02-15", icon_url: "/brand-icons/netflix.svg", website_url: "https://www.netflix.com/tw/", payment_method: "Visa 4242", notes: "家庭方案\nshared" }, {
            category: video,
            price_changes: [{ old_price: 330, new_price: 390, effective_date: "2026-01-01" }],
            pauses: [{ paused_on: "2025-12-01", resumed_on: "2025-12-20" }],
          }),
          sqlRow(2, { name: "Spotify trial", cycle: "30days", start_date: "2026-05-01", end_date: "2026-05-31", status: "trial", trial_ends_on: "2026-05-15" }),
          sqlRow(3, { name: "Gym", currency: "EUR", cycle: "custom:days:7", start_date: "2026-01-01", end_date: "2026-01-08", status: "paused", paused_on: "2026-04-01" }),
          sqlRow(4, { name: "News", cycle: "custom:years:2", start_date: "2025-06-01", end_date: "2027-06-01", status: "cancelled", cancelled_on: "2026-03-01" }),
          sqlRow(5, { name: "Lifetime app", cycle: "once", auto_renew: false, start_date: "2026-02-01", end_date: "2026-02-01" }),
          sqlRow(6, { name: "Electricity", price: 3500, currency: "JPY", start_date: "2026-01-10", end_date: "2026-02-10", variable_amount: true, amount_min: 2800, amount_max: 4600 }, {
            payments: [
              { due_on: "2026-01-10", state: "paid", paid_on: "2026-01-12", amount: 3120, currency: "JPY", rate_to_base: 0.212345678901, base_currency: "TWD", rate_date: "2026-01-12", note: "Winter, \"cold\"\nmonth" },
              { due_on: "2026-02-10", state: "skipped", paid_on: null, amount: null, currency: null, rate_to_base: null, base_currency: null, rate_date: null, note: null },
              { due_on: "2026-03-10", state: "failed", paid_on: null, amount: null, currency: null, rate_to_base: null, base_currency: null, rate_date: null, note: "Card expired" },
            ],
          }),
          sqlRow(7, { name: "Water", currency: "EUR", price: 20, variable_amount: true, start_date: "2026-01-01", end_date: "2026-02-01" }, {
            payments: [{ due_on: "2026-01-01", state: "refunded", paid_on: "2026-01-03", amount: 21.35, currency: "EUR", rate_to_base: null, base_currency: null, rate_date: null, note: null }],
          }),
        ],
      })
      .throwOnError();
    const id = (line: number) => written.find((row) => row.line === line)?.subscription_id ?? 0;
    await source
      .from("subscription_reminders")
      .insert([
        { subscription_id: id(1), enabled: true, lead_days: [7, 1], remind_to_cancel: true },
        { subscription_id: id(3), enabled: false, lead_days: null, remind_to_cancel: false },
      ])
      .throwOnError();
    await source.from("subscription_categories").insert({ name: "Empty shelf", color: "#2ECC71" }).throwOnError();

    const exported = await exportOf(source);
    const backup = JSON.stringify(toBackup(exported, { exportedAt: new Date(), defaultCurrency: "TWD" }));
    const read = readBackupFile(backup);
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    expect(read.rows.flatMap((row) => row.issues)).toEqual([]);

    const target = (await createTestUser("backup-to")).client as unknown as Client;
    const { data: into } = await target.from("import_batches").insert({ source: "backup" }).select("id").single().throwOnError();
    await target.rpc("import_categories", { batch_id: into.id, categories: read.categories as Json }).throwOnError();
    const rows = read.rows.map((row) => importRowSchema.parse({ ...row, values: { ...row.values, categoryId: null } }));
    const result = await writeImportRows(target, into.id, rows, "skip");
    expect(result.error).toBeNull();

    const restored = portable(await exportOf(target));
    expect(restored).toEqual(portable(exported));
    expect(restored.reminders).toHaveLength(2);
    expect(restored.subscriptions).toHaveLength(7);
    expect(restored.payments).toHaveLength(4);
    expect(restored.subscriptions.find((subscription) => subscription.name === "Electricity")).toMatchObject({
      variableAmount: true,
      amountMin: 2800,
      amountMax: 4600,
    });

    await target.rpc("undo_import", { batch_id: into.id }).throwOnError();
    const { count } = await target.from("subscription_payments").select("id", { count: "exact", head: true }).throwOnError();
    expect(count).toBe(0);
  });
});

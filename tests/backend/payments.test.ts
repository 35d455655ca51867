// The payment ledger through the real supabase-js client against the local server: each user reads
// and writes only their own payments and only on their own subscriptions, a charge keeps one record
// however many marks arrive at once, and hostile values leave the rows as they were. Then, on an
// in-memory database of its own, the quota and the column grants.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database as Schema, TablesInsert } from "@/lib/supabase/database.types";
import type { Database } from "@/supabase/local/db";
import { as, freshDatabase, rows } from "./sql-fixture";
import { anonClient, createTestUser, serviceClient, type TestUser } from "./support";

type Client = SupabaseClient<Schema>;
type Answer = { error: { code: string; message: string } | null; status: number };
type Owner = { user: TestUser; client: Client; subscription: number; payment: number };

const typed = (client: SupabaseClient): Client => client as unknown as Client;
const service = typed(serviceClient());

const SUBSCRIPTION = {
  name: "Netflix",
  brand: "Netflix",
  price: 390,
  currency: "TWD",
  start_date: "2026-01-01",
  end_date: "2026-01-31",
  cycle: "custom:months:1",
};

function paid(subscriptionId: number, dueOn: string, overrides: Partial<TablesInsert<"subscription_payments">> = {}) {
  return { subscription_id: subscriptionId, due_on: dueOn, state: "paid", paid_on: dueOn, amount: 390, currency: "TWD", ...overrides };
}

async function setUp(prefix: string): Promise<Owner> {
  const user = await createTestUser(prefix);
  const client = typed(user.client);
  const created = await client.from("subscriptions").insert(SUBSCRIPTION).select("id").single().throwOnError();
  const payment = await client.from("subscription_payments").insert(paid(created.data.id, "2026-01-01")).select("id").single().throwOnError();
  return { user, client, subscription: created.data.id, payment: payment.data.id };
}

async function paymentsOf(owner: Owner) {
  return (await service.from("subscription_payments").select("*").eq("user_id", owner.user.id).order("id").throwOnError()).data;
}

let alice: Owner;
let bob: Owner;

beforeAll(async () => {
  [alice, bob] = await Promise.all([setUp("pay-alice"), setUp("pay-bob")]);
});

afterAll(async () => {
  for (const owner of [alice, bob]) if (owner) await service.auth.admin.deleteUser(owner.user.id);
});

describe("payments under row-level security", () => {
  it("reads only the user's own payments", async () => {
    const all = await alice.client.from("subscription_payments").select("id, user_id, subscription_id");
    expect(all).toMatchObject({ data: [{ id: alice.payment, user_id: alice.user.id, subscription_id: alice.subscription }], error: null });
    const targeted = await alice.client.from("subscription_payments").select("id").eq("id", bob.payment);
    expect(targeted).toMatchObject({ data: [], error: null });
  });

  it("refuses a payment on another user's subscription, whoever it names as owner", async () => {
    const before = await paymentsOf(bob);
    const onTheirs = await alice.client.from("subscription_payments").insert(paid(bob.subscription, "2026-02-01"));
    expect(onTheirs.error?.code).toBe("23503");
    const asThem = await alice.client.from("subscription_payments").insert({ ...paid(bob.subscription, "2026-02-01"), user_id: bob.user.id });
    expect(asThem.error?.code).toBe("42501");
    expect(await paymentsOf(bob)).toEqual(before);
  });

  it("answers a payment or reminder setting on another user's subscription alike, whatever that user has recorded", async () => {
    // Bob paid on 2026-01-01 and has reminder settings; the unique keys must not be what answers Alice.
    await bob.client.from("subscription_reminders").insert({ subscription_id: bob.subscription, enabled: false }).throwOnError();
    for (const dueOn of ["2026-01-01", "2026-02-01"]) {
      const inserted = await alice.client.from("subscription_payments").insert(paid(bob.subscription, dueOn));
      expect(inserted.error?.code, dueOn).toBe("23503");
      const ignored = await alice.client.from("subscription_payments").upsert(paid(bob.subscription, dueOn), { onConflict: "subscription_id,due_on", ignoreDuplicates: true });
      expect(ignored.error?.code, dueOn).toBe("23503");
    }
    const reminders = await alice.client.from("subscription_reminders").insert({ subscription_id: bob.subscription });
    expect(reminders.error?.code).toBe("23503");
    const { data } = await service.from("subscription_reminders").select("enabled").eq("subscription_id", bob.subscription).throwOnError();
    expect(data).toEqual([{ enabled: false }]);
  });

  it("changes and deletes nothing of another user's", async () => {
    const before = await paymentsOf(bob);
    const updated = await alice.client.from("subscription_payments").update({ state: "refunded" }).eq("id", bob.payment).select("id");
    expect(updated).toMatchObject({ data: [], error: null });
    const deleted = await alice.client.from("subscription_payments").delete().eq("id", bob.payment).select("id");
    expect(deleted).toMatchObject({ data: [], error: null });
    const everything = await alice.client.from("subscription_payments").delete().neq("id", 0).eq("user_id", bob.user.id).select("id");
    expect(everything).toMatchObject({ data: [], error: null });
    expect(await paymentsOf(bob)).toEqual(before);
  });

  it("lets a user edit what was paid, but never the charge, the subscription, the owner or the bookkeeping", async () => {
    const edited = await alice.client
      .from("subscription_payments")
      .update({ amount: 420, paid_on: "2026-01-03", note: "Price went up", rate_to_base: 1, base_currency: "TWD", rate_date: "2026-01-03" })
      .eq("id", alice.payment)
      .select("amount, paid_on, note")
      .single();
    expect(edited).toMatchObject({ data: { amount: 420, paid_on: "2026-01-03", note: "Price went up" }, error: null });
    const before = await paymentsOf(alice);
    const other = await alice.client.from("subscriptions").insert({ ...SUBSCRIPTION, name: "Other" }).select("id").single().throwOnError();
    const batch = await alice.client.from("import_batches").insert({ source: "csv" }).select("id").single().throwOnError();
    const columns: Record<string, unknown>[] = [
      { due_on: "2026-01-02" },
      { subscription_id: other.data.id },
      { user_id: bob.user.id },
      { source: "statement" },
      { import_batch_id: batch.data.id },
      { created_at: "2000-01-01" },
      { updated_at: "infinity" },
    ];
    for (const values of columns) {
      const { error } = await alice.user.client.from("subscription_payments").update(values).eq("id", alice.payment);
      expect(error?.code, Object.keys(values)[0]).toBe("42501");
    }
    const stamped = await alice.client.from("subscription_payments").insert({ ...paid(alice.subscription, "2026-03-01"), created_at: "2000-01-01" });
    expect(stamped.error?.code).toBe("42501");
    expect(await paymentsOf(alice)).toEqual(before);
    await alice.client.rpc("undo_import", { batch_id: batch.data.id }).throwOnError();
    await alice.client.from("subscriptions").delete().eq("id", other.data.id).throwOnError();
  });

  it("keeps one record per charge when marks arrive at once, and says why the others failed", async () => {
    const charge = paid(alice.subscription, "2026-04-01");
    const [first, second] = await Promise.all([
      alice.client.from("subscription_payments").insert(charge),
      alice.client.from("subscription_payments").insert({ ...charge, amount: 400 }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect([first, second].find((answer) => answer.status === 409)?.error?.code).toBe("23505");
    const many = await Promise.all(
      Array.from({ length: 8 }, (_, i) => alice.client.from("subscription_payments").insert(paid(alice.subscription, "2026-05-01", { amount: 390 + i }))),
    );
    expect(many.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(many.filter((answer) => answer.error?.code === "23505")).toHaveLength(7);
    const kept = await alice.client.from("subscription_payments").select("due_on").in("due_on", ["2026-04-01", "2026-05-01"]);
    expect(kept.data).toHaveLength(2);
  });

  it("refuses hostile values on insert and on update, leaving the rows as they were", async () => {
    const before = await paymentsOf(alice);
    const refused = async (label: string, request: PromiseLike<Answer>) => {
      const { error, status } = await request;
      expect(error, label).not.toBeNull();
      expect(status, label).toBeGreaterThanOrEqual(400);
      expect(status, label).toBeLessThan(500);
    };
    // Untyped, as a script writing straight to the REST API would send them.
    const api = () => alice.user.client.from("subscription_payments");
    const insert = (values: Record<string, unknown>) => api().insert({ ...paid(alice.subscription, "2026-06-01"), ...values });
    const update = (values: Record<string, unknown>) => api().update(values).eq("id", alice.payment);
    const hostile: Record<string, unknown>[] = [
      ...["NaN", "Infinity", "-Infinity", 1e10, 1e12, "1e400", -0.01, "twelve", 12.345].map((amount) => ({ amount })),
      { amount: 1490.5, currency: "JPY" },
      ...["usd", "XYZ", "USD,EUR", ""].map((currency) => ({ currency })),
      ...["infinity", "-infinity", "10000-01-01", "5874897-12-31", "0044-03-15 BC", "1899-12-31", "2200-01-01"].flatMap((date) => [
        { paid_on: date },
        { rate_to_base: 1, base_currency: "TWD", rate_date: date },
      ]),
      ...[0, -1, "NaN", "Infinity", 1e12].map((rate) => ({ rate_to_base: rate, base_currency: "TWD", rate_date: "2026-06-01" })),
      { rate_to_base: 1, base_currency: null },
      { rate_to_base: 1, base_currency: "XYZ", rate_date: "2026-06-01" },
      { state: "pending" },
      { state: "paid", amount: null, currency: null },
      { state: "skipped" },
      { amount: null },
      { note: "x".repeat(2001) },
    ];
    for (const values of hostile) {
      await refused(`insert ${JSON.stringify(values)}`, insert(values));
      await refused(`update ${JSON.stringify(values)}`, update(values));
    }
    for (const dueOn of ["infinity", "-infinity", "10000-01-01", "1899-12-31", "2200-01-01"]) {
      await refused(`due_on ${dueOn}`, alice.client.from("subscription_payments").insert(paid(alice.subscription, dueOn)));
    }
    await refused("unknown source", insert({ source: "bank" }));
    expect(await paymentsOf(alice)).toEqual(before);
  });

  it("takes a skip, a failure and a refund in the shapes the app writes", async () => {
    const write = (values: TablesInsert<"subscription_payments">) =>
      alice.client.from("subscription_payments").insert(values).select("state, amount, paid_on, source").single();
    expect(await write({ subscription_id: alice.subscription, due_on: "2026-07-01", state: "skipped" })).toMatchObject({
      data: { state: "skipped", amount: null, paid_on: null, source: "manual" },
      error: null,
    });
    expect(await write(paid(alice.subscription, "2026-08-01", { state: "failed", paid_on: null }))).toMatchObject({
      data: { state: "failed", amount: 390, paid_on: null, source: "manual" },
      error: null,
    });
    expect(await write(paid(alice.subscription, "2026-09-01", { state: "refunded", source: "reminder" }))).toMatchObject({
      data: { state: "refunded", amount: 390, paid_on: "2026-09-01", source: "reminder" },
      error: null,
    });
  });

  it("deletes a subscription's payments with it", async () => {
    const created = await alice.client.from("subscriptions").insert({ ...SUBSCRIPTION, name: "Short-lived" }).select("id").single().throwOnError();
    await alice.client.from("subscription_payments").insert([paid(created.data.id, "2026-01-01"), paid(created.data.id, "2026-02-01")]).throwOnError();
    await alice.client.from("subscriptions").delete().eq("id", created.data.id).throwOnError();
    const left = await service.from("subscription_payments").select("id").eq("subscription_id", created.data.id);
    expect(left).toMatchObject({ data: [], error: null });
  });

  it("removes the payments an import added when the import is undone, and only those", async () => {
    const batch = await alice.client.from("import_batches").insert({ source: "backup" }).select("id").single().throwOnError();
    await alice.client
      .from("subscription_payments")
      .insert([
        paid(alice.subscription, "2025-11-01", { source: "import", import_batch_id: batch.data.id }),
        paid(alice.subscription, "2025-12-01", { source: "manual", import_batch_id: null }),
      ])
      .throwOnError();
    const intoTheirs = await bob.client.from("subscription_payments").insert(paid(bob.subscription, "2025-11-01", { import_batch_id: batch.data.id }));
    expect(intoTheirs.error?.code).toBe("23503");
    await alice.client.rpc("undo_import", { batch_id: batch.data.id }).throwOnError();
    const left = await alice.client.from("subscription_payments").select("due_on").in("due_on", ["2025-11-01", "2025-12-01"]);
    expect(left.data).toEqual([{ due_on: "2025-12-01" }]);
  });

  it("shows a visitor nothing and takes nothing from one", async () => {
    const visitor = typed(anonClient());
    const read = await visitor.from("subscription_payments").select("*");
    expect(read.error !== null || (read.data ?? []).length === 0).toBe(true);
    const written = await visitor.from("subscription_payments").insert({ ...paid(alice.subscription, "2026-10-01"), user_id: alice.user.id });
    expect(written.error).not.toBeNull();
  });
});

describe("the payments quota and column grants", () => {
  const ALICE = "a11ce000-0000-4000-8000-000000000001";
  const PREFILLED = 49_990;
  let db: Database;
  let subscription: number;

  beforeAll(async () => {
    db = await freshDatabase();
    await db.exec(`insert into auth.users (id, email) values ('${ALICE}', 'alice@example.com')`);
    const created = await db.pg.query<{ id: number }>(
      `insert into public.subscriptions (user_id, name, brand, price, currency, start_date, end_date, cycle)
       values ('${ALICE}', 'Power', 'Utility', 50, 'EUR', '1900-01-01', '1900-01-31', 'custom:days:1') returning id`,
    );
    subscription = created.rows[0].id;
    await db.pg.query(
      `insert into public.subscription_payments (user_id, subscription_id, due_on, state, amount, currency)
       select $1, $2, date '1900-01-01' + g, 'paid', 50, 'EUR' from generate_series(0, ${PREFILLED - 1}) g`,
      [ALICE, subscription],
    );
  }, 180_000);

  afterAll(async () => {
    await db?.close();
  });

  const days = (first: number, count: number) =>
    `insert into public.subscription_payments (subscription_id, due_on, state, amount, currency)
     select $1, date '1900-01-01' + g, 'paid', 50, 'EUR' from generate_series(${first}, ${first + count - 1}) g`;

  async function refusal(statements: string[]): Promise<string> {
    try {
      await as(db, { user: ALICE }, async (tx) => {
        for (const sql of statements) await tx.query(sql, [subscription]);
      });
      return "ok";
    } catch (error) {
      const { code, hint } = error as { code?: string; hint?: string };
      return `${code} ${hint}`;
    }
  }

  it("takes 50,000 payments per user and refuses one more with 54000, a bulk insert at once", async () => {
    expect(await refusal([days(PREFILLED, 10)])).toBe("ok");
    expect(await refusal([days(PREFILLED, 10), days(PREFILLED + 10, 1)])).toBe("54000 payments");
    expect(await refusal([days(PREFILLED, 5_000)])).toBe("54000 payments");
  }, 120_000);

  it("grants users the columns the app writes and no others", async () => {
    const granted = await rows<{ privilege_type: string; columns: string }>(db, "postgres", `
      select privilege_type, string_agg(column_name, ',' order by column_name) as columns
        from information_schema.column_privileges
       where table_schema = 'public' and table_name = 'subscription_payments' and grantee = 'authenticated'
         and privilege_type in ('INSERT', 'UPDATE')
       group by privilege_type order by privilege_type`);
    expect(granted).toEqual([
      {
        privilege_type: "INSERT",
        columns: "amount,base_currency,currency,due_on,import_batch_id,note,paid_on,rate_date,rate_to_base,source,state,statement_ref,subscription_id,user_id",
      },
      { privilege_type: "UPDATE", columns: "amount,base_currency,currency,note,paid_on,rate_date,rate_to_base,state" },
    ]);
  });
});

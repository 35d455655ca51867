// Statement imports through the real supabase-js client against the local server: each user reads and
// writes only their own statements read, merchant aliases and dismissals, and an alias or a statement
// payment never lands on another user's subscription; the tables refuse malformed rows and rows over
// their quotas; confirm_statement_import() writes a confirmed review in one go, writes nothing twice,
// and its undo takes all of it back.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotaMessageKey } from "@/lib/actions/database-errors";
import { toConfirmArgs, toSummary } from "@/lib/statement-import/confirm-args";
import { amountBucket } from "@/lib/statement-import/dismissals";
import { loadStatementContext } from "@/lib/statement-import/queries";
import { statementConfirmationSchema, type StatementConfirmationInput } from "@/lib/statement-import/schema";
import type { Database } from "@/lib/supabase/database.types";
import { anonClient, createTestUser, serviceClient, type TestUser } from "./support";
import { subscriptionRow } from "./subscription-row";

type Client = SupabaseClient<Database>;
type Owner = { user: TestUser; client: Client; subscription: number };
type Answer = { error: { code: string; message: string; hint?: string | null } | null };

const typed = (client: SupabaseClient): Client => client as unknown as Client;
const service = typed(serviceClient());
const sha = (digit: string) => digit.repeat(64);
const MONTHLY = subscriptionRow({ cycle: "custom:months:1", end_date: "2026-02-01" });

async function owner(prefix: string): Promise<Owner> {
  const user = await createTestUser(prefix);
  const client = typed(user.client);
  const { data } = await client.from("subscriptions").insert(MONTHLY).select("id").single().throwOnError();
  return { user, client, subscription: data.id };
}

function statementPayment(subscriptionId: number, dueOn: string, ref: string) {
  return { subscription_id: subscriptionId, due_on: dueOn, state: "paid", paid_on: dueOn, amount: 390, currency: "TWD", source: "statement", statement_ref: ref };
}

/** A review of one statement touching each of the four groups, and a dismissal. */
function review(existing: number, overrides: Partial<StatementConfirmationInput> = {}): StatementConfirmationInput {
  return {
    statements: [{ sha256: sha("a"), format: "ofx", period: { from: "2026-01-01", to: "2026-03-31" }, transactionCount: 120 }],
    subscriptions: [
      {
        merchantKey: "SPOTIFY",
        values: {
          name: "Spotify",
          brand: "Spotify",
          price: 10.99,
          currency: "EUR",
          startDate: "2026-01-05",
          endDate: "2026-04-05",
          cycle: "custom:months:1",
          iconUrl: "/brand-icons/spotify.svg",
          autoRenew: true,
          categoryId: null,
          trialEndsOn: null,
          pausedOn: null,
          cancelledOn: null,
          notes: null,
          websiteUrl: null,
          paymentMethod: null,
        },
        category: { name: "Music", color: "#2ECC71", description: null },
        payments: ["2026-01-05", "2026-02-05", "2026-03-05"].map((day, i) => ({
          dueOn: day,
          paidOn: day,
          amount: 10.99,
          currency: "EUR",
          statementRef: `id:spotify-${i}`,
        })),
      },
    ],
    priceChanges: [{ subscriptionId: existing, effectiveDate: "2026-03-01", newPrice: 420 }],
    payments: [
      { subscriptionId: existing, dueOn: "2026-02-01", paidOn: "2026-02-02", amount: 390, currency: "TWD", statementRef: "id:netflix-feb" },
      { subscriptionId: existing, dueOn: "2026-03-01", paidOn: "2026-03-01", amount: 420, currency: "TWD", statementRef: "id:netflix-mar" },
    ],
    merges: [{ merchantKey: "NETFLIX.COM", subscriptionId: existing }],
    dismissals: [{ merchantKey: "TESCO STORES", cadence: "weekly", currency: "EUR", amount: 45.2 }],
    ...overrides,
  };
}

function confirm(client: Client, input: StatementConfirmationInput) {
  return client.rpc("confirm_statement_import", toConfirmArgs(statementConfirmationSchema.parse(input))).single();
}

/** Everything the statement feature stores for a user, read with the service key. */
async function stored(userId: string) {
  const read = async (table: "statement_imports" | "merchant_aliases" | "detection_dismissals" | "subscription_payments", columns: string) =>
    (await service.from(table).select(columns).eq("user_id", userId).order("id").throwOnError()).data as unknown as Record<string, unknown>[];
  return {
    statements: await read("statement_imports", "file_sha256, import_batch_id"),
    aliases: await read("merchant_aliases", "merchant_key, subscription_id"),
    dismissals: await read("detection_dismissals", "merchant_key, amount_bucket"),
    payments: await read("subscription_payments", "subscription_id, due_on, statement_ref, source, import_batch_id"),
    subscriptions: (await service.from("subscriptions").select("id, name").eq("user_id", userId).order("id").throwOnError()).data,
    priceChanges: (await service.from("subscription_price_changes").select("subscription_id, old_price, new_price, effective_date").eq("user_id", userId).throwOnError()).data,
  };
}

let alice: Owner;
let bob: Owner;
let aliceRows: { statement: number; alias: number; dismissal: number };

beforeAll(async () => {
  [alice, bob] = await Promise.all([owner("stmt-alice"), owner("stmt-bob")]);
  const [statement, alias, dismissal] = await Promise.all([
    alice.client.from("statement_imports").insert({ file_sha256: sha("0"), format: "csv", transaction_count: 0 }).select("id").single().throwOnError(),
    alice.client.from("merchant_aliases").insert({ merchant_key: "NETFLIX", subscription_id: alice.subscription }).select("id").single().throwOnError(),
    alice.client
      .from("detection_dismissals")
      .insert({ merchant_key: "CORNER CAFE", cadence: "weekly", currency: "TWD", amount: 120 })
      .select("id")
      .single()
      .throwOnError(),
  ]);
  aliceRows = { statement: statement.data.id, alias: alias.data.id, dismissal: dismissal.data.id };
});

afterAll(async () => {
  for (const person of [alice, bob]) if (person) await service.auth.admin.deleteUser(person.user.id);
});

describe("statement tables under row-level security", () => {
  const tables = [
    ["statement_imports", "statement"],
    ["merchant_aliases", "alias"],
    ["detection_dismissals", "dismissal"],
  ] as const;

  it("show a user only their own rows", async () => {
    for (const [table, row] of tables) {
      const mine = await alice.client.from(table).select("id, user_id");
      expect(mine, table).toMatchObject({ data: [{ id: aliceRows[row], user_id: alice.user.id }], error: null });
      const theirs = await bob.client.from(table).select("id").eq("id", aliceRows[row]);
      expect(theirs, table).toMatchObject({ data: [], error: null });
    }
  });

  it("take no row written in another user's name", async () => {
    const before = await stored(alice.user.id);
    const asAlice = [
      bob.client.from("statement_imports").insert({ user_id: alice.user.id, file_sha256: sha("1"), format: "ofx", transaction_count: 1 }),
      bob.client.from("merchant_aliases").insert({ user_id: alice.user.id, merchant_key: "HULU", subscription_id: alice.subscription }),
      bob.client.from("detection_dismissals").insert({ user_id: alice.user.id, merchant_key: "HULU", cadence: "monthly", currency: "USD", amount: 5 }),
    ];
    for (const answer of await Promise.all(asAlice)) expect(answer.error?.code).toBe("42501");
    expect(await stored(alice.user.id)).toEqual(before);
  });

  it("change and delete nothing of another user's", async () => {
    const before = await stored(alice.user.id);
    const repointed = await bob.client.from("merchant_aliases").update({ subscription_id: bob.subscription }).eq("id", aliceRows.alias).select("id");
    expect(repointed).toMatchObject({ data: [], error: null });
    // Statements read and dismissals are never edited, not even one's own.
    const edits = [
      bob.client.from("statement_imports").update({ transaction_count: 5 }).eq("id", aliceRows.statement),
      bob.client.from("detection_dismissals").update({ amount: 1 }).eq("id", aliceRows.dismissal),
      alice.client.from("statement_imports").update({ transaction_count: 5 }).eq("id", aliceRows.statement),
      alice.client.from("merchant_aliases").update({ merchant_key: "OTHER" }).eq("id", aliceRows.alias),
    ];
    for (const answer of await Promise.all(edits)) expect(answer.error?.code).toBe("42501");
    for (const [table, row] of tables) {
      const deleted = await bob.client.from(table).delete().eq("id", aliceRows[row]).select("id");
      expect(deleted, table).toMatchObject({ data: [], error: null });
      const everything = await bob.client.from(table).delete().eq("user_id", alice.user.id).select("id");
      expect(everything, table).toMatchObject({ data: [], error: null });
    }
    expect(await stored(alice.user.id)).toEqual(before);
  });

  it("never point an alias at another user's subscription", async () => {
    const created = await bob.client.from("merchant_aliases").insert({ merchant_key: "NETFLIX", subscription_id: alice.subscription });
    expect(created.error?.code).toBe("23503");
    const own = await bob.client.from("merchant_aliases").insert({ merchant_key: "HBO", subscription_id: bob.subscription }).select("id").single().throwOnError();
    const moved = await bob.client.from("merchant_aliases").update({ subscription_id: alice.subscription }).eq("id", own.data.id);
    expect(moved.error?.code).toBe("23503");
    const merged = await confirm(bob.client, review(bob.subscription, { merges: [{ merchantKey: "NETFLIX", subscriptionId: alice.subscription }] }));
    expect(merged.error?.code).toBe("23503");
    await bob.client.from("merchant_aliases").delete().eq("id", own.data.id).throwOnError();
  });

  it("never record a statement payment on another user's subscription, nor half a review that names one", async () => {
    const before = await stored(bob.user.id);
    const direct = await bob.client.from("subscription_payments").insert(statementPayment(alice.subscription, "2026-02-01", "id:x"));
    expect(direct.error?.code).toBe("23503");
    const reviewed = await confirm(
      bob.client,
      review(bob.subscription, {
        payments: [{ subscriptionId: alice.subscription, dueOn: "2026-02-01", paidOn: "2026-02-01", amount: 390, currency: "TWD", statementRef: "id:x" }],
      }),
    );
    expect(reviewed.error?.code).toBe("23503");
    const repriced = await confirm(bob.client, review(bob.subscription, { priceChanges: [{ subscriptionId: alice.subscription, effectiveDate: "2026-03-01", newPrice: 1 }] }));
    expect(repriced.error?.code).toBe("23503");
    expect(await stored(bob.user.id)).toEqual(before);
    const batches = await bob.client.from("import_batches").select("id");
    expect(batches).toMatchObject({ data: [], error: null });
    const alicePayments = await service.from("subscription_payments").select("id").eq("subscription_id", alice.subscription);
    expect(alicePayments).toMatchObject({ data: [], error: null });
  });

  it("show a visitor nothing and take nothing from one", async () => {
    const visitor = typed(anonClient());
    for (const [table] of tables) {
      const read = await visitor.from(table).select("id");
      expect(read.error !== null || (read.data ?? []).length === 0, table).toBe(true);
    }
    const written = await visitor.from("merchant_aliases").insert({ user_id: alice.user.id, merchant_key: "X", subscription_id: alice.subscription });
    expect(written.error).not.toBeNull();
    const confirmed = await typed(anonClient()).rpc("confirm_statement_import", { statements: [] });
    expect(confirmed.error).not.toBeNull();
  });
});

describe("the statement tables' rules", () => {
  let carol: Owner;

  beforeAll(async () => {
    carol = await owner("stmt-carol");
  });

  const refused = async (label: string, request: PromiseLike<Answer>, code = "23514") => {
    const { error } = await request;
    expect(error?.code, `${label}: ${error?.message}`).toBe(code);
  };

  it("refuse a malformed statement record", async () => {
    const statement = (values: Record<string, unknown>) =>
      carol.user.client.from("statement_imports").insert({ file_sha256: sha("b"), format: "qif", transaction_count: 3, ...values });
    for (const fileSha of [sha("B"), "b".repeat(63), "b".repeat(65), `${"b".repeat(63)}g`, ""]) await refused(`sha ${fileSha}`, statement({ file_sha256: fileSha }));
    for (const format of ["pdf", "OFX", "mt940"]) await refused(`format ${format}`, statement({ format }));
    await refused("period reversed", statement({ period_from: "2026-03-01", period_to: "2026-02-28" }));
    await refused("period without an end", statement({ period_from: "2026-03-01" }));
    await refused("period out of range", statement({ period_from: "1899-12-31", period_to: "2026-01-01" }));
    for (const count of [-1, 100_001]) await refused(`count ${count}`, statement({ transaction_count: count }));
    await statement({ period_from: "2026-03-01", period_to: "2026-03-01", transaction_count: 100_000 }).throwOnError();
    await refused("the same file twice", statement({}), "23505");
  });

  it("refuse a malformed merchant key, cadence or amount", async () => {
    const alias = (key: string) => carol.user.client.from("merchant_aliases").insert({ merchant_key: key, subscription_id: carol.subscription });
    for (const key of ["x".repeat(201).toUpperCase(), "netflix", "Netflix", " NETFLIX", "NETFLIX ", "NET  FLIX", "NET\tFLIX", "NET\u0001FLIX", ""]) {
      await refused(`key ${JSON.stringify(key)}`, alias(key));
    }
    await alias("X".repeat(200)).throwOnError();
    await alias("AMAZON PRIME ÉTÉ").throwOnError();
    await refused("the same key twice", alias("AMAZON PRIME ÉTÉ"), "23505");

    const dismissal = (values: Record<string, unknown>) =>
      carol.user.client.from("detection_dismissals").insert({ merchant_key: "GYM", cadence: "monthly", currency: "EUR", amount: 30, ...values });
    for (const cadence of ["daily", "annual", "Monthly", "semi-monthly"]) await refused(`cadence ${cadence}`, dismissal({ cadence }));
    for (const amount of [0, -5, "NaN", 12.345]) await refused(`amount ${amount}`, dismissal({ amount }));
    await refused("yen with decimals", dismissal({ currency: "JPY", amount: 1490.5 }));
    await refused("unknown currency", dismissal({ currency: "XYZ" }));
    await refused("lower-case key", dismissal({ merchant_key: "gym" }));
    const bucketed = await dismissal({ amount_bucket: 1 });
    expect(["42501", "428C9"], "a bucket of one's own").toContain(bucketed.error?.code);
  });

  it("bucket dismissed amounts as the app does, and ask again only about a different amount", async () => {
    const amounts = [0.99, 12.99, 13.49, 45.2, 1490, 9_999_999_999.99];
    const rows = await carol.client
      .from("detection_dismissals")
      .insert(amounts.map((amount, i) => ({ merchant_key: `SHOP ${i}`, cadence: "monthly", currency: "EUR", amount })))
      .select("amount, amount_bucket")
      .throwOnError();
    expect(rows.data.map((row) => row.amount_bucket)).toEqual(amounts.map(amountBucket));
    const again = (amount: number) =>
      carol.client.from("detection_dismissals").insert({ merchant_key: "SHOP 1", cadence: "monthly", currency: "EUR", amount });
    await refused("the same bucket", again(13.05), "23505");
    await again(25).throwOnError();
  });

  it("keep statement references to statement payments, each recorded once per subscription", async () => {
    const pay = (dueOn: string, values: Record<string, unknown>) =>
      carol.user.client.from("subscription_payments").insert({ ...statementPayment(carol.subscription, dueOn, "id:abc"), ...values });
    await refused("statement without a reference", pay("2026-01-01", { statement_ref: null }));
    await refused("reference on a manual payment", pay("2026-01-01", { source: "manual" }));
    for (const ref of ["", "id: abc", "x".repeat(201), "id:ábc", "id:\nabc"]) await refused(`reference ${JSON.stringify(ref)}`, pay("2026-01-01", { statement_ref: ref }));
    await pay("2026-01-01", {}).throwOnError();
    await refused("the same reference on another charge", pay("2026-02-01", {}), "23505");
    await pay("2026-02-01", { statement_ref: "id:def" }).throwOnError();
    const other = await carol.client.from("subscriptions").insert({ ...MONTHLY, name: "Other" }).select("id").single().throwOnError();
    await carol.client.from("subscription_payments").insert(statementPayment(other.data.id, "2026-01-01", "id:abc")).throwOnError();
  });
});

describe("the statement quotas", () => {
  let dave: Owner;

  beforeAll(async () => {
    dave = await owner("stmt-dave");
    const id = dave.user.id;
    // In requests of 1,000 rows, well inside the API's body limit even on a busy machine.
    const prefill = async (table: string, count: number, row: (i: number) => object) => {
      for (let first = 0; first < count; first += 1000) {
        const rows = Array.from({ length: Math.min(1000, count - first) }, (_, i) => ({ user_id: id, ...row(first + i) }));
        await serviceClient().from(table).insert(rows).throwOnError();
      }
    };
    await prefill("statement_imports", 1000, (i) => ({ file_sha256: i.toString(16).padStart(64, "0"), format: "csv", transaction_count: 1 }));
    await prefill("merchant_aliases", 2000, (i) => ({ merchant_key: `SHOP ${i}`, subscription_id: dave.subscription }));
    await prefill("detection_dismissals", 5000, (i) => ({ merchant_key: `SHOP ${i}`, cadence: "monthly", currency: "EUR", amount: 10 }));
  }, 120_000);

  it("refuse one row over each quota with 54000 and the quota's name, which the app translates", async () => {
    const over = [
      [dave.client.from("statement_imports").insert({ file_sha256: sha("f"), format: "csv", transaction_count: 1 }), "statement_imports"],
      [dave.client.from("merchant_aliases").insert({ merchant_key: "ONE MORE", subscription_id: dave.subscription }), "merchant_aliases"],
      [dave.client.from("detection_dismissals").insert({ merchant_key: "ONE MORE", cadence: "monthly", currency: "EUR", amount: 10 }), "dismissals"],
    ] as const;
    for (const [request, quota] of over) {
      const { error } = (await request) as Answer;
      expect(error?.code, quota).toBe("54000");
      expect(error?.hint, quota).toBe(quota);
      expect(quotaMessageKey(error), quota).toMatch(/^statements\.limits\./);
    }
    const reviewed = await confirm(dave.client, review(dave.subscription, { statements: [{ sha256: sha("e"), format: "csv", period: null, transactionCount: 0 }] }));
    expect(reviewed.error).toMatchObject({ code: "54000", hint: "statement_imports" });
  });
});

describe("confirm_statement_import", () => {
  let erin: Owner;
  let first: ReturnType<typeof toSummary>;

  beforeAll(async () => {
    erin = await owner("stmt-erin");
  });

  it("writes a confirmed review in one go, as one undoable import", async () => {
    const { data, error } = await confirm(erin.client, review(erin.subscription));
    expect(error).toBeNull();
    first = toSummary(data!);
    expect(first).toEqual({
      batchId: expect.any(String),
      created: 1,
      existing: 0,
      priceChanges: 1,
      payments: 5,
      skippedDuplicates: 0,
      aliases: 2,
      dismissals: 1,
      statements: 1,
    });
    const rows = await stored(erin.user.id);
    const spotify = rows.subscriptions.find((row) => row.name === "Spotify")!.id;
    expect(rows.statements).toEqual([{ file_sha256: sha("a"), import_batch_id: first.batchId }]);
    expect(rows.aliases).toEqual([
      { merchant_key: "NETFLIX.COM", subscription_id: erin.subscription },
      { merchant_key: "SPOTIFY", subscription_id: spotify },
    ]);
    expect(rows.dismissals).toEqual([{ merchant_key: "TESCO STORES", amount_bucket: amountBucket(45.2) }]);
    expect(rows.payments).toHaveLength(5);
    expect(rows.payments.every((row) => row.source === "statement" && row.import_batch_id === first.batchId)).toBe(true);
    expect(rows.payments.filter((row) => row.subscription_id === spotify).map((row) => row.statement_ref)).toEqual([
      "id:spotify-0",
      "id:spotify-1",
      "id:spotify-2",
    ]);
    expect(rows.priceChanges).toEqual([{ subscription_id: erin.subscription, old_price: 390, new_price: 420, effective_date: "2026-03-01" }]);
    const batch = await erin.client.from("import_batches").select("source, undone_at").eq("id", first.batchId).single();
    expect(batch.data).toEqual({ source: "statement", undone_at: null });
    const categoryId = (await erin.client.from("subscriptions").select("category_id").eq("id", spotify).single().throwOnError()).data.category_id;
    const category = await erin.client.from("subscription_categories").select("name").eq("id", categoryId!).single();
    expect(category.data).toEqual({ name: "Music" });
  });

  it("writes nothing twice when the same review or an overlapping statement comes again", async () => {
    const before = await stored(erin.user.id);
    const again = await confirm(erin.client, review(erin.subscription));
    expect(toSummary(again.data!)).toMatchObject({
      created: 0,
      existing: 1,
      priceChanges: 0,
      payments: 0,
      skippedDuplicates: 5,
      aliases: 0,
      dismissals: 0,
      statements: 0,
    });
    expect(await stored(erin.user.id)).toEqual(before);

    // The next statement overlaps March: its March charge is known by its reference, April is new.
    const next = await confirm(
      erin.client,
      review(erin.subscription, {
        statements: [{ sha256: sha("c"), format: "camt053", period: { from: "2026-03-01", to: "2026-04-30" }, transactionCount: 80 }],
        subscriptions: [],
        priceChanges: [],
        merges: [],
        dismissals: [{ merchantKey: "TESCO STORES", cadence: "weekly", currency: "EUR", amount: 45.5 }],
        payments: [
          { subscriptionId: erin.subscription, dueOn: "2026-03-02", paidOn: "2026-03-01", amount: 420, currency: "TWD", statementRef: "id:netflix-mar" },
          { subscriptionId: erin.subscription, dueOn: "2026-04-01", paidOn: "2026-04-01", amount: 420, currency: "TWD", statementRef: "id:netflix-apr" },
        ],
      }),
    );
    expect(toSummary(next.data!)).toMatchObject({ payments: 1, skippedDuplicates: 1, dismissals: 0, statements: 1 });
  });

  it("gives the review screen the user's subscriptions, aliases, dismissals, statements read and categories", async () => {
    const context = await loadStatementContext(erin.client, erin.user.id);
    expect(context.subscriptions.map((s) => s.name).sort()).toEqual(["Netflix", "Spotify"]);
    expect(context.subscriptions.find((s) => s.name === "Spotify")).toMatchObject({
      brand: "Spotify",
      iconUrl: "/brand-icons/spotify.svg",
      price: 10.99,
      currency: "EUR",
      cycle: "custom:months:1",
      status: "active",
      cancelledOn: null,
    });
    expect(context.priceChanges).toMatchObject([{ subscriptionId: erin.subscription, newPrice: 420, effectiveDate: "2026-03-01" }]);
    expect(context.aliases).toHaveLength(2);
    expect(context.dismissals).toEqual([
      { merchantKey: "TESCO STORES", cadence: "weekly", currency: "EUR", amount: 45.2, amountBucket: amountBucket(45.2) },
    ]);
    expect(context.statements.map((s) => s.sha256)).toEqual([sha("a"), sha("c")]);
    // The category the review created, for the next review's suggestions.
    expect(context.categories).toEqual([{ id: expect.any(Number), name: "Music", color: "#2ECC71" }]);
  });

  it("is undone whole: its subscriptions, payments, price changes, aliases, dismissals and statements read", async () => {
    const batches = await erin.client.from("import_batches").select("id").is("undone_at", null).order("created_at", { ascending: false }).throwOnError();
    for (const { id } of batches.data) await erin.client.rpc("undo_import", { batch_id: id }).throwOnError();
    expect(batches.data.at(-1)?.id).toBe(first.batchId);
    expect(await stored(erin.user.id)).toEqual({
      statements: [],
      aliases: [],
      dismissals: [],
      payments: [],
      subscriptions: [{ id: erin.subscription, name: "Netflix" }],
      priceChanges: [],
    });
    const categories = await erin.client.from("subscription_categories").select("id");
    expect(categories).toMatchObject({ data: [], error: null });
  });

  it("keeps an alias or dismissal the user made outside the import when the import is undone", async () => {
    await erin.client.from("merchant_aliases").insert({ merchant_key: "NETFLIX", subscription_id: erin.subscription }).throwOnError();
    const { data } = await confirm(erin.client, review(erin.subscription, { subscriptions: [], merges: [{ merchantKey: "NETFLIX", subscriptionId: erin.subscription }] }));
    expect(toSummary(data!)).toMatchObject({ aliases: 0, statements: 1 });
    await erin.client.rpc("undo_import", { batch_id: data!.batch_id }).throwOnError();
    const aliases = await erin.client.from("merchant_aliases").select("merchant_key");
    expect(aliases).toMatchObject({ data: [{ merchant_key: "NETFLIX" }], error: null });
  });
});

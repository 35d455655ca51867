// The schema's rules at the SQL level, on an in-memory Postgres with the Supabase bootstrap and the
// project's migrations: check constraints, foreign keys, triggers, row-level security as seen by
// the anon/authenticated/service_role roles, migration determinism and the demo seed.
import bcrypt from "bcryptjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/supabase/local/db";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SUPABASE_DIR } from "@/supabase/local/config";
import { prepareDatabase } from "@/supabase/local/database-setup";
import { openDatabase } from "@/supabase/local/db";
import { as, freshDatabase, outcome, rows, type Actor } from "./sql-fixture";
import { subscriptionRow } from "./subscription-row";

const ALICE = "a11ce000-0000-4000-8000-000000000001";
const BOB = "b0b00000-0000-4000-8000-000000000002";
const SUBSCRIPTION_COLUMNS = "user_id, name, brand, price, currency, start_date, end_date, cycle, icon_url, category_id";

const DATA_RULES_VERSION = "20261128000000";

/** A database as a hosted project had it before `version`: every earlier migration applied, none after. */
async function databaseBefore(version: string): Promise<Database> {
  const legacy = await openDatabase(null);
  const sql = (...path: string[]) => readFileSync(join(SUPABASE_DIR, ...path), "utf8");
  await legacy.exec(sql("local", "bootstrap.sql"));
  await legacy.exec(sql("local", "auth", "schema.sql"));
  const later = readdirSync(join(SUPABASE_DIR, "migrations"))
    .map((file) => file.split("_")[0])
    .filter((v) => v >= version);
  await legacy.exec(`
    create schema supabase_migrations;
    create table supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
    insert into supabase_migrations.schema_migrations (version) values ${later.map((v) => `('${v}')`).join(", ")};`);
  await prepareDatabase(legacy, { isNew: false, seed: false, log: () => undefined });
  return legacy;
}

let db: Database;
let aliceCategory: number;
let bobCategory: number;
let aliceSubscription: number;
let bobSubscription: number;

function insertSubscription(overrides: Record<string, unknown> = {}): [string, unknown[]] {
  const values = { user_id: ALICE, ...subscriptionRow({ icon_url: null, category_id: null, ...overrides }) };
  const columns = Object.keys(values);
  return [
    `insert into public.subscriptions (${columns.join(", ")}) values (${columns.map((_, i) => `$${i + 1}`).join(", ")}) returning id`,
    Object.values(values),
  ];
}

async function subscriptionOutcome(overrides: Record<string, unknown>, actor: Actor = "postgres"): Promise<string> {
  const [sql, params] = insertSubscription(overrides);
  return outcome(db, actor, sql, params);
}

beforeAll(async () => {
  db = await freshDatabase();
  await db.exec(`insert into auth.users (id, email) values ('${ALICE}', 'alice@example.com'), ('${BOB}', '')`);
  const categories = await db.pg.query<{ id: number; user_id: string }>(
    `insert into public.subscription_categories (user_id, name) values ('${ALICE}', 'Video'), ('${BOB}', 'Video') returning id, user_id`,
  );
  aliceCategory = categories.rows.find((row) => row.user_id === ALICE)!.id;
  bobCategory = categories.rows.find((row) => row.user_id === BOB)!.id;
  const subscriptions = await db.pg.query<{ id: number; user_id: string }>(
    `insert into public.subscriptions (${SUBSCRIPTION_COLUMNS}) values
       ('${ALICE}', 'Netflix', 'Netflix', 390, 'TWD', '2026-01-01', '2026-01-31', '30days', null, ${aliceCategory}),
       ('${BOB}', 'Spotify', 'Spotify', 149, 'TWD', '2026-01-01', '2026-01-31', '30days', null, ${bobCategory})
     returning id, user_id`,
  );
  aliceSubscription = subscriptions.rows.find((row) => row.user_id === ALICE)!.id;
  bobSubscription = subscriptions.rows.find((row) => row.user_id === BOB)!.id;
  await db.exec(`
    insert into public.subscription_price_changes (subscription_id, user_id, old_price, new_price, effective_date) values
      (${aliceSubscription}, '${ALICE}', 390, 420, '2026-02-01'), (${bobSubscription}, '${BOB}', 149, 169, '2026-02-01');
    insert into public.exchange_rates (base, target, rate, rate_date, source) values ('USD', 'TWD', 31.5, '2026-01-01', 'test');
  `);
});

afterAll(async () => {
  await db?.close();
});

describe("sign-up trigger", () => {
  it("creates a TWD profile carrying the auth user's email, or null for an empty one", async () => {
    const profiles = await rows<{ id: string; email: string | null; default_currency: string }>(
      db, "postgres", "select id, email, default_currency from public.user_profiles order by id",
    );
    expect(profiles).toEqual([
      { id: ALICE, email: "alice@example.com", default_currency: "TWD" },
      { id: BOB, email: null, default_currency: "TWD" },
    ]);
  });
});

describe("subscription constraints", () => {
  it.each([
    ["empty name", { name: "" }, "23514"],
    ["blank name", { name: "   " }, "23514"],
    ["untrimmed name", { name: " Netflix" }, "23514"],
    ["name with a trailing newline", { name: "Netflix\n" }, "23514"],
    ["name over 200 characters", { name: "n".repeat(201) }, "23514"],
    ["missing name", { name: null }, "23502"],
    ["untrimmed brand", { brand: "Netflix " }, "23514"],
    ["empty brand", { brand: "" }, "23514"],
    ["brand over 200 characters", { brand: "b".repeat(201) }, "23514"],
    ["negative price", { price: -0.01 }, "23514"],
    ["price beyond numeric(13,3)", { price: 1e10 }, "22003"],
    ["price with more decimals than its currency", { price: 12.345 }, "23514"],
    ["yen with decimals", { price: 1490.5, currency: "JPY" }, "23514"],
    ["a code outside ISO 4217", { currency: "FOK" }, "23514"],
    ["unknown currency", { currency: "XYZ" }, "23514"],
    ["lower-case currency", { currency: "usd" }, "23514"],
    ["end date before start date", { end_date: "2025-12-31" }, "23514"],
    ["missing end date", { end_date: null }, "23502"],
    ["another user's category", { category_id: -1 }, "23503"],
  ] as [string, Record<string, unknown>, string][])("rejects %s", async (_label, overrides, code) => {
    const resolved = overrides.category_id === -1 ? { category_id: bobCategory } : overrides;
    expect(await subscriptionOutcome(resolved)).toBe(code);
  });

  it("accepts boundary values", async () => {
    expect(await subscriptionOutcome({ name: "n".repeat(200), brand: "Brand Co.", price: 0 })).toBe("ok");
    expect(await subscriptionOutcome({ price: 9999999999.99, end_date: "2026-01-01" })).toBe("ok");
    for (const currency of ["TWD", "USD", "EUR", "JPY", "GBP", "CNY", "KRW", "CHF", "MXN", "KWD"]) {
      expect(await subscriptionOutcome({ currency })).toBe("ok");
    }
  });

  it("keeps each currency's own decimals", async () => {
    const price = async (overrides: Record<string, unknown>) => {
      const [sql, params] = insertSubscription(overrides);
      const [row] = await rows<{ price: string }>(db, "postgres", sql.replace("returning id", "returning price::text"), params);
      return row.price;
    };
    expect(await price({ price: 12.345, currency: "KWD" })).toBe("12.345");
    expect(await price({ price: 12.35, currency: "USD" })).toBe("12.350");
    expect(await price({ price: 14900, currency: "KRW" })).toBe("14900.000");
  });

  it.each(["30days", "6months", "1year", "custom:days:1", "custom:days:3650", "custom:months:120", "custom:years:10"])(
    "accepts cycle %s",
    async (cycle) => {
      expect(await subscriptionOutcome({ cycle })).toBe("ok");
    },
  );

  it.each([
    "", "monthly", "30Days", "custom", "custom:days", "custom:days:0", "custom:days:01", "custom:days:-1", "custom:days:1.5",
    "custom:days:3651", "custom:months:121", "custom:years:11", "custom:days:99999999999", "custom:weeks:2", " 30days", "1year\n",
  ])("rejects cycle %j", async (cycle) => {
    expect(await subscriptionOutcome({ cycle })).toBe("23514");
  });

  it.each(["https://cdn.example.com/netflix.png", "http://example.com/a.svg?x=1", "HTTPS://EXAMPLE.COM/A.PNG", "/brand-icons/netflix.svg", null])(
    "accepts icon URL %j",
    async (icon_url) => {
      expect(await subscriptionOutcome({ icon_url })).toBe("ok");
    },
  );

  it.each([
    "", "javascript:alert(1)", "data:image/svg+xml;base64,AAAA", "ftp://example.com/a.png", "//evil.example/a.svg", "/etc/passwd",
    "/brand-icons/../secret.svg", "/brand-icons/Netflix.SVG", "https://", "https:// example.com/a.png", `https://example.com/${"a".repeat(2040)}`,
  ])("rejects icon URL %j", async (icon_url) => {
    expect(await subscriptionOutcome({ icon_url })).toBe("23514");
  });

  it("maintains updated_at, whatever the caller sends", async () => {
    const [row] = await rows<{ stamped: boolean }>(
      db, "postgres",
      "update public.subscriptions set name = 'Netflix Premium', updated_at = '2000-01-01' where id = $1 returning updated_at = now() as stamped",
      [aliceSubscription],
    );
    expect(row.stamped).toBe(true);
  });
});

describe("category constraints", () => {
  const insertCategory = (actor: Actor, values: { user_id?: string; name: string; color?: string; description?: string }) =>
    outcome(
      db, actor,
      "insert into public.subscription_categories (user_id, name, color, description) values (coalesce($1::uuid, auth.uid()), $2, coalesce($3, '#000000'), $4)",
      [values.user_id ?? null, values.name, values.color ?? null, values.description ?? null],
    );

  it.each([
    ["empty name", { name: "" }, "23514"],
    ["untrimmed name", { name: "Music " }, "23514"],
    ["name over 100 characters, the form's limit", { name: "m".repeat(101) }, "23514"],
    ["description over 500 characters, the form's limit", { name: "Music", description: "d".repeat(501) }, "23514"],
    ["colour without #", { name: "Music", color: "FF5733" }, "23514"],
    ["short colour", { name: "Music", color: "#abc" }, "23514"],
    ["colour with a non-hex digit", { name: "Music", color: "#12345G" }, "23514"],
    ["long colour", { name: "Music", color: "#1234567" }, "23514"],
    ["a name differing only by case", { name: "VIDEO" }, "23505"],
  ])("rejects %s", async (_label, values, code) => {
    expect(await insertCategory({ user: ALICE }, values)).toBe(code);
  });

  it("accepts #RRGGBB in either case, defaults to #000000, and allows the same name for another user", async () => {
    expect(await insertCategory({ user: ALICE }, { name: "Music", color: "#ff5733" })).toBe("ok");
    expect(await insertCategory({ user: ALICE }, { name: "Music", color: "#1ABC9C" })).toBe("ok");
    const [row] = await rows<{ color: string }>(
      db, { user: ALICE }, "insert into public.subscription_categories (name) values ('Music') returning color",
    );
    expect(row.color).toBe("#000000");
    expect(await insertCategory("postgres", { user_id: BOB, name: "Music" })).toBe("ok");
  });

  it("leaves a deleted category's subscriptions uncategorized", async () => {
    const remaining = await as(db, { user: ALICE }, async (tx) => {
      await tx.query("delete from public.subscription_categories where id = $1", [aliceCategory]);
      return (await tx.query<{ id: number; category_id: number | null }>("select id, category_id from public.subscriptions")).rows;
    });
    expect(remaining).toEqual([{ id: aliceSubscription, category_id: null }]);
  });
});

describe("profile constraints", () => {
  it.each([
    ["unknown default currency", "default_currency = 'XYZ'", "23514"],
    ["blank nickname", "nickname = ' '", "23514"],
    ["nickname over 100 characters", `nickname = '${"n".repeat(101)}'`, "23514"],
    ["any email: it is the sign-in email's copy", "email = 'alice@example.com'", "42501"],
  ])("rejects %s", async (_label, assignment, code) => {
    expect(await outcome(db, { user: ALICE }, `update public.user_profiles set ${assignment} where id = $1`, [ALICE])).toBe(code);
  });

  it("accepts every listed currency as the default", async () => {
    for (const currency of ["TWD", "USD", "EUR", "JPY", "GBP", "CNY", "KRW", "CHF", "MXN", "KWD"]) {
      expect(await outcome(db, { user: ALICE }, "update public.user_profiles set default_currency = $1", [currency])).toBe("ok");
    }
  });
});

describe("price change constraints", () => {
  const record = (actor: Actor, subscriptionId: number, oldPrice: number, newPrice: number, userId: string = ALICE) =>
    outcome(
      db, actor,
      "insert into public.subscription_price_changes (subscription_id, user_id, old_price, new_price, effective_date) values ($1, $2, $3, $4, '2026-03-01')",
      [subscriptionId, userId, oldPrice, newPrice],
    );

  it("rejects negative prices and another user's subscription", async () => {
    expect(await record("postgres", aliceSubscription, 390, -1)).toBe("23514");
    expect(await record("postgres", aliceSubscription, -1, 390)).toBe("23514");
    expect(await record("postgres", bobSubscription, 149, 169)).toBe("23503");
    expect(await record({ user: ALICE }, bobSubscription, 149, 169)).toBe("23503");
    expect(await record({ user: ALICE }, aliceSubscription, 390, 0)).toBe("ok");
  });

  it("are deleted with their subscription, and everything with the auth user", async () => {
    const left = await as(db, "postgres", async (tx) => {
      await tx.query("delete from public.subscriptions where id = $1", [aliceSubscription]);
      const changes = (await tx.query<{ n: number }>("select count(*)::int as n from public.subscription_price_changes where user_id = $1", [ALICE])).rows[0].n;
      await tx.query("delete from auth.users where id = $1", [BOB]);
      const bobRows = (await tx.query<{ n: number }>(
        `select (select count(*) from public.user_profiles where id = $1) + (select count(*) from public.subscription_categories where user_id = $1)
              + (select count(*) from public.subscriptions where user_id = $1) + (select count(*) from public.subscription_price_changes where user_id = $1) as n`,
        [BOB],
      )).rows[0].n;
      return { changes, bobRows: Number(bobRows) };
    });
    expect(left).toEqual({ changes: 0, bobRows: 0 });
  });
});

describe("exchange rate constraints", () => {
  const store = (actor: Actor, base: string, target: string, rate: number, date = "2026-01-02") =>
    outcome(db, actor, "insert into public.exchange_rates (base, target, rate, rate_date, source) values ($1, $2, $3, $4, 'test')", [base, target, rate, date]);

  it("rejects non-positive rates, malformed codes and a second rate for the same day", async () => {
    expect(await store("service_role", "USD", "EUR", 0)).toBe("23514");
    expect(await store("service_role", "USD", "EUR", -0.9)).toBe("23514");
    expect(await store("service_role", "usd", "EUR", 0.9)).toBe("23514");
    expect(await store("service_role", "USD", "TWD", 31.6, "2026-01-01")).toBe("23505");
    expect(await store("service_role", "USD", "EUR", 0.92)).toBe("ok");
  });
});

describe("row-level security at the SQL level", () => {
  const userTables = ["subscription_categories", "subscriptions", "subscription_price_changes"];

  it("shows a user only their own rows", async () => {
    for (const table of [...userTables, "user_profiles"]) {
      const owner = table === "user_profiles" ? "id" : "user_id";
      const owners = await rows<{ owner: string }>(db, { user: ALICE }, `select ${owner} as owner from public.${table}`);
      expect(owners.length, table).toBeGreaterThan(0);
      expect(owners.every((row) => row.owner === ALICE), table).toBe(true);
    }
  });

  it("lets a user neither change nor delete another user's rows", async () => {
    for (const table of [...userTables, "user_profiles"]) {
      const owner = table === "user_profiles" ? "id" : "user_id";
      const touched = await as(db, { user: ALICE }, async (tx) => {
        const setColumn = table === "user_profiles" ? "nickname = 'x'" : "name = 'Hacked'";
        // Recorded price changes are never edited, anyone's (see "grants only the columns the app writes").
        const updated =
          table === "subscription_price_changes" ? { affectedRows: 0 } : await tx.query(`update public.${table} set ${setColumn} where ${owner} = $1`, [BOB]);
        const deleted = table === "user_profiles" ? { affectedRows: 0 } : await tx.query(`delete from public.${table} where user_id = $1`, [BOB]);
        return (updated.affectedRows ?? 0) + (deleted.affectedRows ?? 0);
      });
      expect(touched, table).toBe(0);
    }
  });

  it("refuses rows written for another user, and reassigning a row to another user", async () => {
    expect(await subscriptionOutcome({ user_id: BOB }, { user: ALICE })).toBe("42501");
    expect(await outcome(db, { user: ALICE }, "insert into public.subscription_categories (user_id, name) values ($1, 'Mine')", [BOB])).toBe("42501");
    expect(await outcome(db, { user: ALICE }, "update public.subscriptions set user_id = $1 where id = $2", [BOB, aliceSubscription])).toBe("42501");
    expect(await outcome(db, { user: ALICE }, "update public.subscription_categories set user_id = $1 where id = $2", [BOB, aliceCategory])).toBe("42501");
    expect(await outcome(db, { user: ALICE }, "update public.user_profiles set id = $1 where id = $2", [BOB, ALICE])).toBe("42501");
    expect(await outcome(db, { user: ALICE }, "insert into public.user_profiles (id) values ($1)", [BOB])).toBe("42501");
    expect(await outcome(db, { user: ALICE }, "delete from public.user_profiles where id = $1", [ALICE])).toBe("42501");
  });

  it("fills user_id from the session and keeps categories within the owner", async () => {
    const [row] = await rows<{ user_id: string }>(
      db, { user: ALICE },
      `insert into public.subscriptions (name, brand, price, currency, start_date, end_date, cycle, category_id)
       values ('Hulu', 'Hulu', 10, 'USD', '2026-01-01', '2026-01-31', '30days', $1) returning user_id`,
      [aliceCategory],
    );
    expect(row.user_id).toBe(ALICE);
    expect(await subscriptionOutcome({ category_id: bobCategory }, { user: ALICE })).toBe("23503");
    expect(await outcome(db, { user: ALICE }, "update public.subscriptions set category_id = $1 where id = $2", [bobCategory, aliceSubscription])).toBe("23503");
  });

  it("gives a soft-deleted user nothing, not even their own profile, and no way back", async () => {
    const seen = await as(db, { user: ALICE }, async (tx) => {
      await tx.query("select public.close_my_account()");
      const counts: Record<string, number | string> = {};
      for (const table of [...userTables, "user_profiles"]) {
        counts[table] = (await tx.query(`select 1 from public.${table}`)).rows.length;
      }
      counts.updated = (await tx.query("update public.subscriptions set name = 'x'")).affectedRows ?? 0;
      counts.deleted = (await tx.query("delete from public.subscription_categories")).affectedRows ?? 0;
      await tx.query("savepoint undelete");
      counts.undeleted = await tx.query("update public.user_profiles set deleted_at = null").then(
        (result) => result.affectedRows ?? 0,
        (error: { code?: string }) => error.code ?? "error",
      );
      await tx.query("rollback to savepoint undelete");
      return counts;
    });
    expect(seen).toEqual({ subscription_categories: 0, subscriptions: 0, subscription_price_changes: 0, user_profiles: 0, updated: 0, deleted: 0, undeleted: "42501" });

    const insertAfterDeletion = await as(db, { user: ALICE }, async (tx) => {
      await tx.query("select public.close_my_account()");
      try {
        await tx.query("insert into public.subscription_categories (name) values ('Later')");
        return "ok";
      } catch (error) {
        return (error as { code?: string }).code;
      }
    });
    expect(insertAfterDeletion).toBe("42501");
  });

  it("gives visitors no access at all", async () => {
    for (const table of [...userTables, "user_profiles", "exchange_rates"]) {
      expect(await outcome(db, "anon", `select * from public.${table}`), table).toBe("42501");
    }
    expect(await outcome(db, "anon", "select public.is_active_user()")).toBe("42501");
    expect(await outcome(db, "anon", "select * from auth.users")).toBe("42501");
  });

  it("lets signed-in users read exchange rates but only the service role write them", async () => {
    expect(await rows(db, { user: ALICE }, "select * from public.exchange_rates")).toHaveLength(1);
    expect(await outcome(db, { user: ALICE }, "insert into public.exchange_rates (base, target, rate, rate_date, source) values ('USD', 'JPY', 150, '2026-01-01', 'x')")).toBe("42501");
    expect(await outcome(db, { user: ALICE }, "update public.exchange_rates set rate = 1")).toBe("42501");
    expect(await outcome(db, { user: ALICE }, "delete from public.exchange_rates")).toBe("42501");
    expect(await outcome(db, "service_role", "update public.exchange_rates set rate = 31.7")).toBe("ok");
  });

  it("lets the service role bypass row-level security", async () => {
    const [row] = await rows<{ n: number }>(db, "service_role", "select count(distinct user_id)::int as n from public.subscriptions");
    expect(row.n).toBe(2);
  });
});

describe("the forms' rules, held by the database", () => {
  const OUT_OF_RANGE = ["infinity", "-infinity", "10000-01-01", "0044-03-15 BC", "1899-12-31", "2200-01-01"];

  const LATER = ["infinity", "10000-01-01", "2200-01-01"];

  /** The constraint that refused Alice's subscription, or "ok". */
  async function refusedBy(values: Record<string, unknown>): Promise<string> {
    const [sql, params] = insertSubscription({ start_date: "1900-01-01", end_date: "2199-12-31", ...values });
    try {
      await rows(db, { user: ALICE }, sql, params);
      return "ok";
    } catch (error) {
      return (error as { constraint?: string }).constraint ?? String(error);
    }
  }

  it.each([
    ["start_date", OUT_OF_RANGE, (date: string) => ({ start_date: date, end_date: date })],
    ["end_date", LATER, (date: string) => ({ end_date: date })],
    ["trial_ends_on", LATER, (date: string) => ({ status: "trial", trial_ends_on: date })],
    ["paused_on", OUT_OF_RANGE, (date: string) => ({ status: "paused", paused_on: date })],
    ["cancelled_on", OUT_OF_RANGE, (date: string) => ({ status: "cancelled", cancelled_on: date })],
  ] as const)("keeps subscriptions.%s between 1900 and 2199", async (column, dates, values) => {
    const rule = column === "start_date" ? /^subscriptions_(start|end)_date_range_check$/ : new RegExp(`^subscriptions_${column}_range_check$`);
    for (const date of dates) expect(await refusedBy(values(date)), date).toMatch(rule);
    for (const date of ["1900-01-01", "2199-12-31"]) expect(await refusedBy(values(date)), date).toBe("ok");
  });

  it("keeps price change and pause dates between 1900 and 2199, and prices numbers", async () => {
    const change = (date: string, price: string | number = 1) =>
      outcome(db, { user: ALICE }, "insert into public.subscription_price_changes (subscription_id, old_price, new_price, effective_date) values ($1, 1, $2, $3)", [aliceSubscription, price, date]);
    const pause = (from: string, to: string) =>
      outcome(db, { user: ALICE }, "insert into public.subscription_pauses (subscription_id, paused_on, resumed_on) values ($1, $2, $3)", [aliceSubscription, from, to]);
    for (const date of OUT_OF_RANGE) {
      expect(await change(date), date).toBe("23514");
      expect(await pause("1900-01-01", date), date).not.toBe("ok");
      expect(await pause(date, "2199-12-31"), date).not.toBe("ok");
    }
    expect(await change("2199-12-31")).toBe("ok");
    expect(await pause("1900-01-01", "2199-12-31")).toBe("ok");
    expect(await change("2026-03-01", "NaN")).toBe("23514");
    expect(await change("2026-03-01", "Infinity")).toBe("22003");
    expect(await change("2026-03-01", 1e10)).toBe("22003");
    expect(await subscriptionOutcome({ price: "NaN" })).toBe("23514");
  });

  it("grants only the columns the app writes", async () => {
    const granted = await rows<{ table_name: string; privilege_type: string; columns: string }>(db, "postgres", `
      select table_name, privilege_type, string_agg(column_name, ',' order by column_name) as columns
        from information_schema.column_privileges
       where table_schema = 'public' and grantee = 'authenticated' and privilege_type in ('INSERT', 'UPDATE')
         and table_name not in ('user_profiles', 'push_subscriptions')
       group by table_name, privilege_type order by table_name, privilege_type`);
    const subscriptionColumns =
      "amount_max,amount_min,auto_renew,brand,cancelled_on,category_id,currency,cycle,end_date,icon_url,name,notes,paused_on,payment_method,price,start_date,status,trial_ends_on,variable_amount,website_url";
    const settings = "email_enabled,lead_days,locale,locale_auto,price_alerts,send_hour,time_zone,time_zone_auto";
    expect(Object.fromEntries(granted.map((row) => [`${row.table_name} ${row.privilege_type}`, row.columns]))).toEqual({
      "calendar_feeds INSERT": "created_at,token_hash,user_id",
      "calendar_feeds UPDATE": "created_at,token_hash",
      "detection_dismissals INSERT": "amount,cadence,currency,import_batch_id,merchant_key,user_id",
      "import_batch_items INSERT": "batch_id,category_id,kind,previous,subscription_id,user_id",
      "import_batches INSERT": "file_name,source,user_id",
      "import_batches UPDATE": "undone_at",
      "merchant_aliases INSERT": "import_batch_id,merchant_key,subscription_id,user_id",
      "merchant_aliases UPDATE": "import_batch_id,subscription_id",
      "reminder_settings INSERT": `${settings},user_id`,
      "reminder_settings UPDATE": settings,
      "statement_imports INSERT": "file_sha256,format,import_batch_id,period_from,period_to,transaction_count,user_id",
      "subscription_categories INSERT": "color,description,name,user_id",
      "subscription_categories UPDATE": "color,description,name",
      "subscription_pauses INSERT": "paused_on,resumed_on,subscription_id,user_id",
      "subscription_payments INSERT":
        "amount,base_currency,currency,due_on,import_batch_id,note,paid_on,rate_date,rate_to_base,source,state,statement_ref,subscription_id,user_id",
      "subscription_payments UPDATE": "amount,base_currency,currency,note,paid_on,rate_date,rate_to_base,state",
      "subscription_price_changes INSERT": "effective_date,import_batch_id,new_price,old_price,subscription_id,user_id",
      "subscription_reminders INSERT": "enabled,lead_days,remind_to_cancel,subscription_id,user_id",
      "subscription_reminders UPDATE": "enabled,lead_days,remind_to_cancel",
      "subscriptions INSERT": [...subscriptionColumns.split(","), "user_id"].sort().join(","),
      "subscriptions UPDATE": subscriptionColumns,
    });
    expect(await outcome(db, { user: ALICE }, "update public.subscriptions set created_at = now() where id = $1", [aliceSubscription])).toBe("42501");
    expect(await subscriptionOutcome({ created_at: "infinity" }, { user: ALICE })).toBe("42501");
  });

  it("refuses rows over each quota with 54000 and the quota's name, a bulk insert at once", async () => {
    const refusal = async (sql: string, params: unknown[] = []) => {
      try {
        await rows(db, { user: ALICE }, sql, params);
        return "ok";
      } catch (error) {
        const { code, hint } = error as { code?: string; hint?: string };
        return `${code} ${hint}`;
      }
    };
    const subscriptions = (count: number) =>
      `insert into public.subscriptions (name, brand, price, currency, start_date, end_date, cycle)
       select 'Bulk ' || g, 'Bulk', 1, 'USD', '2026-01-01', '2026-01-31', '30days' from generate_series(1, ${count}) g`;
    // Alice has one subscription and one category already.
    expect(await refusal(subscriptions(1999))).toBe("ok");
    expect(await refusal(subscriptions(2000))).toBe("54000 subscriptions");
    const started = Date.now();
    expect(await refusal(subscriptions(10_000))).toBe("54000 subscriptions");
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await refusal("insert into public.subscription_categories (name) select 'C' || g from generate_series(1, 199) g")).toBe("ok");
    expect(await refusal("insert into public.subscription_categories (name) select 'C' || g from generate_series(1, 200) g")).toBe("54000 categories");
    const history = (table: string, columns: string, values: string, count: number) =>
      `insert into public.${table} (subscription_id, ${columns}) select $1, ${values} from generate_series(1, ${count}) g`;
    const changes = (count: number) => history("subscription_price_changes", "old_price, new_price, effective_date", "1, 2, '2026-01-01'", count);
    expect(await refusal(changes(4999), [aliceSubscription])).toBe("ok");
    expect(await refusal(changes(5000), [aliceSubscription])).toBe("54000 price_changes");
    const pauses = (count: number) => history("subscription_pauses", "paused_on, resumed_on", "'2026-01-01', '2026-01-02'", count);
    expect(await refusal(pauses(5000), [aliceSubscription])).toBe("ok");
    expect(await refusal(pauses(5001), [aliceSubscription])).toBe("54000 pauses");
    const imports = (count: number) => `insert into public.import_batches (source) select 'csv' from generate_series(1, ${count})`;
    expect(await refusal(imports(50))).toBe("ok");
    expect(await refusal(imports(51))).toBe("54000 imports");
    // Yesterday's imports do not count against today's.
    await db.exec(`insert into public.import_batches (user_id, source, created_at) select '${BOB}', 'csv', now() - interval '25 hours' from generate_series(1, 50)`);
    expect(await outcome(db, { user: BOB }, "insert into public.import_batches (source) values ('csv')")).toBe("ok");
    await db.exec(`delete from public.import_batches where user_id = '${BOB}'`);
  });
});

describe("migrations and seed", () => {
  const schemaFingerprint = (target: Database) =>
    rows<Record<string, unknown>>(target, "postgres", `
      select 'column' as kind, table_name || '.' || column_name as name, concat_ws(' ', data_type, is_nullable, column_default, identity_generation) as definition
        from information_schema.columns where table_schema = 'public'
      union all
      select 'constraint', conrelid::regclass::text || '.' || conname, pg_get_constraintdef(oid) from pg_constraint where connamespace = 'public'::regnamespace
      union all
      select 'policy', tablename || '.' || policyname, concat_ws(' ', cmd, roles::text, qual, with_check) from pg_policies where schemaname = 'public'
      union all
      select 'index', indexname, indexdef from pg_indexes where schemaname = 'public'
      union all
      select 'grant', table_name || '.' || grantee, string_agg(privilege_type, ',' order by privilege_type)
        from information_schema.role_table_grants where table_schema = 'public' group by table_name, grantee
      order by 1, 2`);

  it("apply to fresh databases with identical results", async () => {
    const [first, second] = await Promise.all([freshDatabase({ replay: true }), freshDatabase({ replay: true })]);
    try {
      const [a, b] = await Promise.all([schemaFingerprint(first), schemaFingerprint(second)]);
      expect(a.length).toBeGreaterThan(50);
      expect(b).toEqual(a);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
    // Two databases built from every migration: slow while a build shares the machine.
  }, 120_000);

  it("keep every row saved before the range rules, its dates clamped into 1900 … 2199", async () => {
    const legacy = await databaseBefore(DATA_RULES_VERSION);
    try {
      await legacy.exec(`
        insert into auth.users (id, email) values ('${ALICE}', 'alice@example.com');
        insert into public.subscriptions (user_id, name, brand, price, currency, start_date, end_date, cycle, status, trial_ends_on, paused_on) values
          ('${ALICE}', 'Ancient', 'A', 'NaN', 'USD', '0044-03-15 BC', 'infinity', '30days', 'active', null, null),
          ('${ALICE}', 'Trial', 'T', 1, 'USD', '2026-01-01', '10000-01-01', '30days', 'trial', '10000-01-01', null),
          ('${ALICE}', 'Paused', 'P', 1, 'USD', '1899-12-31', '2026-01-01', '30days', 'paused', null, '-infinity');
        insert into public.subscription_price_changes (subscription_id, user_id, old_price, new_price, effective_date)
          select id, user_id, 1, 'NaN', 'infinity' from public.subscriptions where name = 'Trial';
        insert into public.subscription_pauses (subscription_id, user_id, paused_on, resumed_on)
          select id, user_id, '1899-12-31', '2200-01-01' from public.subscriptions where name = 'Trial';
        insert into public.subscription_categories (user_id, name) values ('${ALICE}', '${"L".repeat(150)}');
        delete from supabase_migrations.schema_migrations where version = '${DATA_RULES_VERSION}';
      `);
      await prepareDatabase(legacy, { isNew: false, seed: false, log: () => undefined });
      const kept = await rows<Record<string, unknown>>(legacy, "postgres", `
        select name, price::text, start_date::text, end_date::text, trial_ends_on::text, paused_on::text from public.subscriptions order by name`);
      expect(kept).toEqual([
        { name: "Ancient", price: "0.00", start_date: "1900-01-01", end_date: "2199-12-31", trial_ends_on: null, paused_on: null },
        { name: "Paused", price: "1.00", start_date: "1900-01-01", end_date: "2026-01-01", trial_ends_on: null, paused_on: "1900-01-01" },
        { name: "Trial", price: "1.00", start_date: "2026-01-01", end_date: "2199-12-31", trial_ends_on: "2199-12-31", paused_on: null },
      ]);
      expect(await rows(legacy, "postgres", "select new_price::text, effective_date::text from public.subscription_price_changes")).toEqual([
        { new_price: "0.00", effective_date: "2199-12-31" },
      ]);
      expect(await rows(legacy, "postgres", "select paused_on::text, resumed_on::text from public.subscription_pauses")).toEqual([
        { paused_on: "1900-01-01", resumed_on: "2199-12-31" },
      ]);
      expect(await rows(legacy, "postgres", "select char_length(name) as length from public.subscription_categories")).toEqual([{ length: 150 }]);
    } finally {
      await legacy.close();
    }
  }, 120_000);

  it("enable row-level security on every public table", async () => {
    const tables = await rows<{ relname: string; relrowsecurity: boolean }>(
      db, "postgres", "select relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'",
    );
    expect(tables.map((table) => table.relname).sort()).toEqual([
      "auth_attempts",
      "calendar_feeds",
      "detection_dismissals",
      "exchange_rates",
      "import_batch_items",
      "import_batches",
      "merchant_aliases",
      "mfa_recovery_codes",
      "push_endpoint_policy",
      "push_subscriptions",
      "reminder_checks",
      "reminder_deliveries",
      "reminder_digests",
      "reminder_links",
      "reminder_settings",
      "reminder_snoozes",
      "statement_imports",
      "subscription_categories",
      "subscription_pauses",
      "subscription_payments",
      "subscription_price_changes",
      "subscription_reminders",
      "subscriptions",
      "user_profiles",
    ]);
    expect(tables.filter((table) => !table.relrowsecurity)).toEqual([]);
  });

  it("seed the demo account and its data", async () => {
    const seeded = await freshDatabase({ seed: true });
    try {
      const [user] = await rows<{ id: string; encrypted_password: string; confirmed: boolean; tokens: string[]; identities: number }>(
        seeded, "postgres",
        `select id, encrypted_password, confirmed_at is not null as confirmed,
                array[confirmation_token, recovery_token, email_change_token_new, email_change, email_change_token_current,
                      phone_change, phone_change_token, reauthentication_token] as tokens,
                (select count(*)::int from auth.identities i where i.user_id = u.id and i.provider = 'email' and i.email = u.email) as identities
           from auth.users u where email = 'demo@example.com'`,
      );
      expect(user.confirmed).toBe(true);
      expect(user.tokens).toEqual(Array(8).fill(""));
      expect(user.identities).toBe(1);
      expect(await bcrypt.compare("demo-password", user.encrypted_password)).toBe(true);

      const demo = { user: user.id };
      const [profile] = await rows<{ default_currency: string; deleted_at: string | null }>(seeded, demo, "select default_currency, deleted_at from public.user_profiles");
      expect(profile).toEqual({ default_currency: "TWD", deleted_at: null });
      const categories = await rows<{ name: string }>(seeded, demo, "select name from public.subscription_categories order by name");
      expect(categories.map((c) => c.name)).toEqual(["Entertainment", "Productivity", "Utilities"]);

      const [summary] = await rows<Record<string, number | string[]>>(seeded, demo, `
        select count(*)::int as total,
               count(*) filter (where category_id is null)::int as uncategorized,
               count(*) filter (where end_date between current_date and current_date + 7)::int as expiring_soon,
               count(*) filter (where end_date < current_date and not auto_renew)::int as expired,
               count(*) filter (where cycle like 'custom:%')::int as custom_cycles,
               array_agg(distinct currency order by currency) as currencies,
               count(*) filter (where icon_url is not null and icon_url !~ '^/brand-icons/(netflix|spotify|youtube|notion|github|dropbox|adobe|apple|google|microsoft|disney|apple-tv|duolingo|headspace)\\.svg$')::int as unknown_icons
          from public.subscriptions
         where status = 'active' and cycle <> 'once'`);
      expect(summary).toEqual({
        total: 13, uncategorized: 2, expiring_soon: 3, expired: 1, custom_cycles: 8,
        currencies: ["EUR", "GBP", "JPY", "TWD", "USD"], unknown_icons: 0,
      });
      const lifecycle = await rows<{ status: string; cycle: string; free_days: number | null }>(seeded, demo, `
        select status, cycle, trial_ends_on - current_date as free_days
          from public.subscriptions where status <> 'active' or cycle = 'once' order by status, cycle`);
      expect(lifecycle).toEqual([
        { status: "active", cycle: "once", free_days: null },
        { status: "cancelled", cycle: "1year", free_days: null },
        { status: "paused", cycle: "custom:months:1", free_days: null },
        { status: "trial", cycle: "custom:months:1", free_days: 4 },
      ]);
      const upcoming = await rows(seeded, demo, "select 1 from public.subscription_price_changes where effective_date > current_date");
      expect(upcoming).toHaveLength(1);
    } finally {
      await seeded.close();
    }
  });
});

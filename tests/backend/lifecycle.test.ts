// The lifecycle columns at the SQL level: each status carries exactly its own date, details have
// limits, a one-time purchase never renews, resuming records the pause, and pauses are private.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/supabase/local/db";
import { as, freshDatabase, outcome, rows } from "./sql-fixture";
import { subscriptionRow } from "./subscription-row";

const ALICE = "a11ce000-0000-4000-8000-000000000011";
const BOB = "b0b00000-0000-4000-8000-000000000012";
const CHECK_VIOLATION = "23514";

let db: Database;

function insert(overrides: Record<string, unknown>): [string, unknown[]] {
  const values = { user_id: ALICE, ...subscriptionRow(overrides) };
  const columns = Object.keys(values);
  return [
    `insert into public.subscriptions (${columns.join(", ")}) values (${columns.map((_, i) => `$${i + 1}`).join(", ")}) returning id`,
    Object.values(values),
  ];
}

const attempt = (overrides: Record<string, unknown>) => outcome(db, "postgres", ...insert(overrides));

beforeAll(async () => {
  db = await freshDatabase();
  await db.exec(`insert into auth.users (id, email) values ('${ALICE}', 'alice@example.com'), ('${BOB}', 'bob@example.com')`);
});

afterAll(() => db.close());

describe("subscription lifecycle constraints", () => {
  it("keeps existing rows valid: a row without lifecycle values is active", async () => {
    const [row] = await as(db, "postgres", async (tx) => {
      const [sql, params] = insert({});
      const { rows: [{ id }] } = await tx.query<{ id: number }>(sql, params);
      return (await tx.query("select status, trial_ends_on, paused_on, cancelled_on, notes from public.subscriptions where id = $1", [id])).rows;
    });
    expect(row).toEqual({ status: "active", trial_ends_on: null, paused_on: null, cancelled_on: null, notes: null });
  });

  it.each([
    [{ status: "trial", trial_ends_on: "2026-01-15" }, "ok"],
    [{ status: "trial" }, CHECK_VIOLATION],
    [{ status: "trial", trial_ends_on: "2025-12-31" }, CHECK_VIOLATION],
    [{ status: "paused", paused_on: "2026-02-01" }, "ok"],
    [{ status: "paused" }, CHECK_VIOLATION],
    [{ status: "cancelled", cancelled_on: "2026-02-01" }, "ok"],
    [{ status: "cancelled", paused_on: "2026-02-01" }, CHECK_VIOLATION],
    [{ status: "active", cancelled_on: "2026-02-01" }, CHECK_VIOLATION],
    [{ status: "expired" }, CHECK_VIOLATION],
  ])("status %o → %s", async (overrides, expected) => {
    expect(await attempt(overrides)).toBe(expected);
  });

  it.each([
    [{ notes: "x".repeat(2000) }, "ok"],
    [{ notes: "x".repeat(2001) }, CHECK_VIOLATION],
    [{ website_url: "https://example.com/account" }, "ok"],
    [{ website_url: "javascript:alert(1)" }, CHECK_VIOLATION],
    [{ website_url: "ftp://example.com" }, CHECK_VIOLATION],
    [{ payment_method: "Visa ••4242" }, "ok"],
    [{ payment_method: " Visa" }, CHECK_VIOLATION],
    [{ payment_method: "x".repeat(101) }, CHECK_VIOLATION],
    [{ cycle: "once", end_date: "2026-01-01" }, "ok"],
    [{ cycle: "once", auto_renew: true }, CHECK_VIOLATION],
  ])("details %o → %s", async (overrides, expected) => {
    expect(await attempt(overrides)).toBe(expected);
  });
});

describe("pauses", () => {
  it("resuming a paused subscription records the pause, for its owner only", async () => {
    const [sql, params] = insert({ status: "paused", paused_on: "2020-03-01" });
    const {
      rows: [{ id }],
    } = await db.pg.query<{ id: number }>(sql, params);
    const resumed = await as(db, { user: ALICE }, async (tx) => {
      await tx.query("update public.subscriptions set status = 'active', paused_on = null where id = $1", [id]);
      return (await tx.query("select subscription_id, user_id, paused_on::text from public.subscription_pauses")).rows;
    });
    expect(resumed).toEqual([{ subscription_id: id, user_id: ALICE, paused_on: "2020-03-01" }]);

    const seenByBob = await as(db, { user: BOB }, async (tx) => {
      await tx.query("update public.subscriptions set status = 'active', paused_on = null where id = $1", [id]);
      return (await tx.query("select * from public.subscription_pauses")).rows;
    });
    expect(seenByBob).toEqual([]);
  });

  it("are recorded by their owner only (a restored backup), and never read by visitors", async () => {
    const [sql, params] = insert({});
    const {
      rows: [{ id }],
    } = await db.pg.query<{ id: number }>(sql, params);
    const record = (user: string) =>
      `insert into public.subscription_pauses (subscription_id, user_id, paused_on, resumed_on) values (${id}, '${user}', '2026-01-01', '2026-02-01')`;
    expect(await outcome(db, { user: ALICE }, record(ALICE))).toBe("ok");
    expect(await outcome(db, { user: BOB }, record(BOB))).not.toBe("ok");
    expect(await outcome(db, { user: BOB }, record(ALICE))).toBe("42501");
    expect(await outcome(db, "anon", "select * from public.subscription_pauses")).toBe("42501");
    expect(await rows(db, "service_role", "select 1 from public.subscription_pauses where false")).toEqual([]);
  });
});

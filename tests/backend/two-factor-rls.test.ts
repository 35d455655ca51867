// The database's two-factor rule: once a user has a verified factor, every public table's
// restrictive policy asks for an aal2 session, so an aal1 session (a password alone) reads and
// writes nothing; an aal2 session works, and users without a factor are unaffected.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateRecoveryCodes, hashRecoveryCode } from "@/lib/auth/recovery-codes";
import type { Database } from "@/supabase/local/db";
import { freshDatabase } from "./sql-fixture";

const GUARDED = "11111111-1111-4111-8111-111111111111";
const PLAIN = "22222222-2222-4222-8222-222222222222";
const POLICY = "Two-factor users need an aal2 session";
let db: Database;
let tables: string[];

class Rollback extends Error {}

/** Runs `sql` as `user` with a token of the given `aal`, rolled back; the rows, or the SQLSTATE it failed with. */
async function run(user: string, aal: "aal1" | "aal2", sql: string): Promise<{ rows: Record<string, unknown>[] } | { code: string }> {
  let result: { rows: Record<string, unknown>[] } | { code: string } = { code: "none" };
  try {
    await db.transaction(async (tx) => {
      await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
        JSON.stringify({ sub: user, role: "authenticated", aal }),
      ]);
      try {
        result = { rows: (await tx.query<Record<string, unknown>>(sql)).rows };
      } catch (error) {
        result = { code: (error as { code?: string }).code ?? String(error) };
      }
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return result;
}

const count = async (user: string, aal: "aal1" | "aal2", table: string) => {
  const result = await run(user, aal, `select count(*)::int as n from public.${table}`);
  return "rows" in result ? (result.rows[0].n as number) : result.code;
};

beforeAll(async () => {
  db = await freshDatabase();
  await db.exec(`insert into auth.users (id, email) values ('${GUARDED}', 'guarded@example.com'), ('${PLAIN}', 'plain@example.com')`);
  for (const user of [GUARDED, PLAIN]) {
    await db.exec(`
      insert into public.user_profiles (id, email) values ('${user}', '${user === GUARDED ? "guarded" : "plain"}@example.com') on conflict do nothing;
      insert into public.subscription_categories (user_id, name) values ('${user}', 'Video');
      insert into public.subscriptions (user_id, name, brand, price, currency, start_date, end_date, cycle)
        values ('${user}', 'Netflix', 'Netflix', 390, 'TWD', '2026-01-01', '2026-01-31', '30days');
    `);
  }
  await db.exec(`insert into auth.mfa_factors (id, user_id, factor_type, status, secret)
    values ('33333333-3333-4333-8333-333333333333', '${GUARDED}', 'totp', 'verified', 'JBSWY3DPEHPK3PXP')`);
  const listed = await db.pg.query<{ tablename: string }>(`select tablename from pg_catalog.pg_tables where schemaname = 'public' order by 1`);
  tables = listed.rows.map((row) => row.tablename);
}, 400_000);

afterAll(async () => {
  await db?.close();
});

describe("two-factor users and row-level security", () => {
  it("puts the restrictive aal2 policy on every public table, row-level security on", async () => {
    const { rows } = await db.pg.query<{ tablename: string; rls: boolean; restrictive: boolean }>(
      `select t.tablename, c.relrowsecurity as rls,
              exists (select 1 from pg_catalog.pg_policies p where p.schemaname = 'public' and p.tablename = t.tablename
                        and p.policyname = $1 and p.permissive = 'RESTRICTIVE' and 'authenticated' = any (p.roles)) as restrictive
         from pg_catalog.pg_tables t join pg_catalog.pg_class c on c.oid = format('public.%I', t.tablename)::regclass
        where t.schemaname = 'public'`,
      [POLICY],
    );
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.filter((row) => !row.rls || !row.restrictive).map((row) => row.tablename)).toEqual([]);
  });

  it("an aal1 session of a two-factor user reads nothing in any table", async () => {
    for (const table of tables) {
      const seen = await count(GUARDED, "aal1", table);
      expect([0, "42501"], `${table}: ${seen}`).toContain(seen);
    }
  });

  it("an aal1 session of a two-factor user writes nothing", async () => {
    const insert = await run(GUARDED, "aal1", `insert into public.subscription_categories (name) values ('Music') returning id`);
    expect(insert).toEqual({ code: "42501" });
    const update = await run(GUARDED, "aal1", `update public.subscriptions set name = 'Stolen' returning id`);
    expect(update).toEqual({ rows: [] });
    const remove = await run(GUARDED, "aal1", `delete from public.subscription_categories returning id`);
    expect(remove).toEqual({ rows: [] });
    const profile = await run(GUARDED, "aal1", `update public.user_profiles set nickname = 'x' returning id`);
    expect(profile).toEqual({ rows: [] });
  });

  it("an aal2 session of the same user reads and writes its own rows", async () => {
    expect(await count(GUARDED, "aal2", "subscriptions")).toBe(1);
    expect(await count(GUARDED, "aal2", "subscription_categories")).toBe(1);
    expect(await count(GUARDED, "aal2", "user_profiles")).toBe(1);
    const insert = await run(GUARDED, "aal2", `insert into public.subscription_categories (name) values ('Music') returning name`);
    expect(insert).toEqual({ rows: [{ name: "Music" }] });
  });

  it("a user without a factor is unaffected at aal1", async () => {
    expect(await count(PLAIN, "aal1", "subscriptions")).toBe(1);
    expect(await count(PLAIN, "aal1", "user_profiles")).toBe(1);
    const insert = await run(PLAIN, "aal1", `insert into public.subscription_categories (name) values ('Music') returning name`);
    expect(insert).toEqual({ rows: [{ name: "Music" }] });
  });

  it("keeps recovery codes away from users' own tokens, at any level", async () => {
    expect(await count(GUARDED, "aal2", "mfa_recovery_codes")).toBe("42501");
    expect(await run(GUARDED, "aal2", `select public.use_mfa_recovery_code('${GUARDED}', '${"0".repeat(64)}')`)).toEqual({ code: "42501" });
  });

  it("takes each recovery code once, as the server hashes it, and always ten at a time", async () => {
    const codes = generateRecoveryCodes();
    await db.pg.query(`select public.replace_mfa_recovery_codes($1, $2)`, [GUARDED, codes.map((code) => hashRecoveryCode(GUARDED, code))]);
    const use = async (user: string, code: string) =>
      (await db.pg.query<{ ok: boolean }>(`select public.use_mfa_recovery_code($1, $2) as ok`, [user, hashRecoveryCode(user, code)])).rows[0].ok;
    expect(await use(GUARDED, codes[0].toLowerCase())).toBe(true);
    expect(await use(GUARDED, codes[0])).toBe(false);
    expect(await use(PLAIN, codes[1])).toBe(false);
    expect(await use(GUARDED, codes[1])).toBe(true);
    expect(await use(GUARDED, "AAAAA-BBBBB")).toBe(false);
    const stored = await db.pg.query<{ code_hash: string }>(`select code_hash from public.mfa_recovery_codes where user_id = $1`, [GUARDED]);
    expect(stored.rows).toHaveLength(10);
    expect(stored.rows.some((row) => codes.some((code) => row.code_hash.includes(code.replace("-", ""))))).toBe(false);
    await expect(db.pg.query(`select public.replace_mfa_recovery_codes($1, $2)`, [GUARDED, ["0".repeat(64)]])).rejects.toThrow(/exactly 10/);
  });
});

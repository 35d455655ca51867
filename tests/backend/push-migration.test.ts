// Migration 20261128000400 on a database that already has devices and failed digests: devices
// outside the push services go, and what was recorded in a provider's words becomes a code.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPABASE_DIR } from "@/supabase/local/config";
import { openDatabase, type Database } from "@/supabase/local/db";

const MIGRATION = "20261128000400_push_service_allow_list.sql";
const USER = "00000000-0000-4000-8000-0000000000a1";
const KEYS = `'B${"A".repeat(86)}', '${"a".repeat(22)}'`;
const read = (...path: string[]) => readFileSync(join(SUPABASE_DIR, ...path), "utf8");

async function databaseBefore(migration: string): Promise<Database> {
  const db = await openDatabase(null);
  await db.exec(read("local", "bootstrap.sql"));
  await db.exec(read("local", "auth", "schema.sql"));
  await db.exec("create schema supabase_migrations; create table supabase_migrations.schema_migrations (version text primary key, statements text[], name text);");
  await db.exec(read("local", "local-services.sql"));
  const earlier = readdirSync(join(SUPABASE_DIR, "migrations")).filter((file) => file.endsWith(".sql") && file < migration).sort();
  for (const file of earlier) await db.exec(read("migrations", file));
  return db;
}

describe("the push allow-list migration on existing data", () => {
  let db: Database;

  beforeAll(async () => {
    db = await databaseBefore(MIGRATION);
    await db.exec(`
      insert into auth.users (id, email) values ('${USER}', 'a@example.com');
      insert into public.push_subscriptions (user_id, endpoint, p256dh, auth) values
        ('${USER}', 'https://fcm.googleapis.com/fcm/send/kept', ${KEYS}),
        ('${USER}', 'https://10.0.0.5.nip.io:8443/x', ${KEYS}),
        ('${USER}', 'https://metadata.google.internal./x', ${KEYS}),
        ('${USER}', 'http://127.0.0.1:54321/push/send/old', ${KEYS});
      insert into public.reminder_digests (user_id, local_date, channel, status, error) values
        ('${USER}', '2027-01-01', 'push', 'failed', 'the device failed: push service answered 403: <html>admin console</html>'),
        ('${USER}', '2027-01-02', 'push', 'failed', 'all 2 devices failed: push service unreachable: tcp connect error'),
        ('${USER}', '2027-01-03', 'email', 'failed', 'SMTP smtp.internal:25: connect ECONNREFUSED'),
        ('${USER}', '2027-01-04', 'email', 'failed', 'Resend answered 422 validation_error: invalid to'),
        ('${USER}', '2027-01-05', 'email', 'sent', null);
    `);
    await db.exec(read("migrations", MIGRATION));
  });

  afterAll(() => db?.close());

  it("deletes the devices whose endpoint is not a push service's", async () => {
    const { rows } = await db.transaction((tx) => tx.query<{ endpoint: string }>("select endpoint from public.push_subscriptions"));
    expect(rows).toEqual([{ endpoint: "https://fcm.googleapis.com/fcm/send/kept" }]);
  });

  it("keeps only codes of earlier failures", async () => {
    const { rows } = await db.transaction((tx) =>
      tx.query<{ error: string | null }>("select error from public.reminder_digests order by local_date"),
    );
    expect(rows.map((row) => row.error)).toEqual(["push_refused:403", "push_unreachable", "mail_unreachable", "mail_refused:422", null]);
  });
});

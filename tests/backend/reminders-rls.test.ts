// Row-level security of the reminder tables and functions: a user reads and changes their own
// settings and overrides, reads their own history and snoozes, and nothing of anyone else's;
// digests, deliveries, links and checks are written only by the send-reminders function (service
// role), and its SQL functions are closed to everyone else.
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/supabase/database.types";
import { dispatch, reminderUser, service } from "./reminders-support";
import { anonClient, type TestUser } from "./support";

type Client = SupabaseClient<Database>;
type Fixture = TestUser & { db: Client; subscription: number };

let alice: Fixture;
let bob: Fixture;
let visitor: Client;

async function fixture(prefix: string): Promise<Fixture> {
  const user = await reminderUser(prefix);
  const db = user.client as unknown as Client;
  await db.from("subscription_reminders").insert({ subscription_id: user.subscriptionIds[0], lead_days: [30, 7] }).throwOnError();
  return { ...user, db, subscription: user.subscriptionIds[0] };
}

beforeAll(async () => {
  [alice, bob] = await Promise.all([fixture("rls-reminders-alice"), fixture("rls-reminders-bob")]);
  visitor = anonClient() as unknown as Client;
  // A digest, deliveries, links and a check for both.
  await dispatch("2027-01-21T09:00:00Z");
  await service()
    .from("reminder_snoozes")
    .insert([alice, bob].map((user) => ({ user_id: user.id, subscription_id: user.subscription, kind: "renewal", occurrence_date: "2027-02-20", stopped: true })))
    .throwOnError();
});

describe("reminder_settings and subscription_reminders", () => {
  it("are each user's own to read and change", async () => {
    expect((await alice.db.from("reminder_settings").select("user_id")).data).toEqual([{ user_id: alice.id }]);
    expect((await alice.db.from("subscription_reminders").select("subscription_id")).data).toEqual([{ subscription_id: alice.subscription }]);

    const theirs = await alice.db.from("reminder_settings").update({ send_hour: 3 }).eq("user_id", bob.id).select();
    expect(theirs.data).toEqual([]);
    const theirOverride = await alice.db.from("subscription_reminders").update({ enabled: false }).eq("subscription_id", bob.subscription).select();
    expect(theirOverride.data).toEqual([]);
    expect((await alice.db.from("subscription_reminders").delete().eq("subscription_id", bob.subscription).select()).data).toEqual([]);
    const { data } = await service().from("subscription_reminders").select("enabled").eq("subscription_id", bob.subscription).single();
    expect(data).toEqual({ enabled: true });

    expect((await alice.db.from("reminder_settings").update({ send_hour: 7 }).eq("user_id", alice.id).select("send_hour")).data).toEqual([{ send_hour: 7 }]);
  });

  it("refuse rows written for someone else, or about someone else's subscription", async () => {
    expect((await alice.db.from("reminder_settings").insert({ user_id: bob.id })).error?.code).toBe("42501");
    const planted = await alice.db.from("subscription_reminders").insert({ subscription_id: bob.subscription, user_id: bob.id });
    expect(planted.error?.code).toBe("42501");
    // Bob's subscription with Alice as owner does not exist: the composite foreign key refuses it.
    const borrowed = await alice.db.from("subscription_reminders").upsert({ subscription_id: bob.subscription, enabled: false });
    expect(borrowed.error).not.toBeNull();
  });
});

describe("the history", () => {
  it("shows each user their own digests, deliveries and snoozes, read-only", async () => {
    for (const table of ["reminder_digests", "reminder_deliveries", "reminder_snoozes"] as const) {
      const { data, error } = await alice.db.from(table).select("user_id");
      expect(error, table).toBeNull();
      expect(new Set(data?.map((row) => row.user_id)), table).toEqual(new Set([alice.id]));
    }
    const digest = (await service().from("reminder_digests").select("id").eq("user_id", alice.id).single()).data!;
    expect((await alice.db.from("reminder_digests").update({ status: "failed" }).eq("id", digest.id)).error?.code).toBe("42501");
    expect((await alice.db.from("reminder_deliveries").delete().eq("user_id", alice.id)).error?.code).toBe("42501");
    expect(
      (await alice.db.from("reminder_deliveries").insert({ user_id: alice.id, subscription_id: alice.subscription, kind: "renewal", occurrence_date: "2027-12-01", lead_days: 1 }))
        .error?.code,
    ).toBe("42501");
    expect(
      (await alice.db.from("reminder_snoozes").insert({ user_id: alice.id, subscription_id: alice.subscription, kind: "renewal", occurrence_date: "2027-12-01", stopped: true }))
        .error?.code,
    ).toBe("42501");
  });

  it("lets a user remove their own snooze only", async () => {
    expect((await alice.db.from("reminder_snoozes").delete().eq("user_id", bob.id).select()).data).toEqual([]);
    expect((await alice.db.from("reminder_snoozes").delete().eq("user_id", alice.id).select("user_id")).data).toEqual([{ user_id: alice.id }]);
    expect((await service().from("reminder_snoozes").select("user_id").eq("user_id", bob.id)).data).toHaveLength(1);
  });

  it("is gone for a closed account", async () => {
    const closing = await fixture("rls-reminders-closed");
    await dispatch("2027-01-21T09:00:00Z");
    await service().from("user_profiles").update({ deleted_at: new Date().toISOString() }).eq("id", closing.id).throwOnError();
    for (const table of ["reminder_settings", "subscription_reminders", "reminder_digests", "reminder_deliveries"] as const) {
      expect((await closing.db.from(table).select("user_id")).data, table).toEqual([]);
    }
    expect((await closing.db.from("reminder_settings").update({ email_enabled: true }).eq("user_id", closing.id).select()).data).toEqual([]);
  });
});

describe("what only the function may touch", () => {
  it("links and checks are closed to users and visitors", async () => {
    for (const client of [alice.db, visitor]) {
      for (const table of ["reminder_links", "reminder_checks"] as const) {
        expect((await client.from(table).select("*")).error?.code, table).toBe("42501");
      }
    }
    for (const table of ["reminder_settings", "subscription_reminders", "reminder_digests", "reminder_deliveries", "reminder_snoozes"] as const) {
      expect((await visitor.from(table).select("*")).error?.code, table).toBe("42501");
    }
    expect((await service().from("reminder_links").select("user_id").eq("user_id", alice.id)).data?.length).toBeGreaterThan(0);
  });

  it("the dispatch functions answer only the service role; the link function answers anyone", async () => {
    const calls = {
      reminder_dispatch_batch: { p_now: "2027-01-21T09:00:00Z" },
      claim_reminder_digests: { p_claims: [] },
      finish_reminder_digests: { p_results: [] },
      mark_reminders_checked: { p_checks: [] },
      fail_reminder_digests: { p_failures: [] },
      send_reminders_fanout: { p_calls: 1 },
      claim_test_reminder_digest: { p_user_id: alice.id, p_local_date: "2027-01-21", p_unsubscribe_hash: "b".repeat(64), p_locale: "en" },
    } as const;
    for (const [name, args] of Object.entries(calls)) {
      for (const client of [alice.db, visitor]) {
        const { error } = await client.rpc(name as keyof typeof calls, args as never);
        expect(error?.code, name).toBe("42501");
      }
    }
    expect((await service().rpc("reminder_dispatch_batch", { p_now: "2027-01-21T09:00:00Z", p_user_id: alice.id })).data).toMatchObject([{ user_id: alice.id }]);
    // Only the cron job (the database owner) fans a dispatch out.
    expect((await service().rpc("send_reminders_fanout", { p_calls: 1 })).error?.code).toBe("42501");
    expect((await visitor.rpc("use_reminder_link", { p_token: "z".repeat(43), p_apply: false })).data).toEqual({ status: "invalid" });
  });
});

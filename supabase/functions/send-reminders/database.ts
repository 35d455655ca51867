// The dispatcher's database calls: the SQL functions of the reminder_dispatch migration, called
// with the service role, which only this function holds.
import { createClient } from "npm:@supabase/supabase-js@2.119.1";
import type { DispatchIo, TestClaim } from "./reminders.ts";

type Rpc = (name: string, args: Record<string, unknown>) => Promise<unknown>;

function rpcWith(supabaseUrl: string, serviceRoleKey: string): Rpc {
  const client = createClient(supabaseUrl, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  return async (name, args) => {
    const { data, error } = await client.rpc(name, args);
    if (error) throw new Error(`${name} failed: ${error.message}`);
    return data;
  };
}

// Recording what was sent is retried: losing it would leave the digest claimed until its lease
// ends, and then it would be sent again.
async function withRetries<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
    }
  }
}

export function databaseIo(supabaseUrl: string, serviceRoleKey: string): Omit<DispatchIo, "send" | "sendPush"> {
  const rpc = rpcWith(supabaseUrl, serviceRoleKey);
  return {
    async loadBatch({ now, after, until, limit, maxRows, userId }) {
      const rows = await rpc("reminder_dispatch_batch", {
        p_now: now,
        p_after: after,
        p_limit: limit,
        p_user_id: userId ?? null,
        p_until: until ?? null,
        ...(maxRows ? { p_max_rows: maxRows } : {}),
      });
      return Array.isArray(rows) ? rows : [];
    },
    async claimDigests(claims) {
      const results = await rpc("claim_reminder_digests", { p_claims: claims });
      return Array.isArray(results) ? results : [];
    },
    async finishDigests(outcomes) {
      await withRetries(() => rpc("finish_reminder_digests", { p_results: outcomes }));
    },
    async failDigests(failures) {
      await withRetries(() => rpc("fail_reminder_digests", { p_failures: failures }));
    },
    async markChecked(checks) {
      await rpc("mark_reminders_checked", { p_checks: checks });
    },
    async recordPushResults(results) {
      await withRetries(() => rpc("record_push_results", { p_results: results }));
    },
    claimTest(request) {
      return rpc("claim_test_reminder_digest", {
        p_user_id: request.user_id,
        p_local_date: request.local_date,
        p_unsubscribe_hash: request.unsubscribe_hash,
        p_locale: request.locale,
        p_channel: request.channel,
      }) as Promise<TestClaim>;
    },
  };
}

export async function userFromToken(supabaseUrl: string, serviceRoleKey: string, token: string): Promise<string | null> {
  const client = createClient(supabaseUrl, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await client.auth.getUser(token);
  return error || !data.user ? null : data.user.id;
}

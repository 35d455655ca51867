// Helpers for the reminder tests: a user with settings and subscriptions, a dispatch at a chosen
// instant through the real send-reminders function, and the mailbox.
import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database, TablesInsert, TablesUpdate } from "@/lib/supabase/database.types";
import { TEST_REMINDERS_SECRET } from "./reminders-env";
import { createTestUser, serviceClient, supabaseUrl, type TestUser } from "./support";
import { subscriptionRow as netflixRow } from "./subscription-row";

export type Mail = { id: string; to: string; subject: string; html: string; text: string; links: string[]; headers: Record<string, string> };
export type Report = {
  users: number;
  digestsSent: number;
  digestsFailed: number;
  planFailed: number;
  remindersSent: number;
  checked: number;
  errors: string[];
  nextCursor: string | null;
};

export const service = (url?: string) => serviceClient(url) as unknown as SupabaseClient<Database>;

export function subscriptionRow(patch: Partial<TablesInsert<"subscriptions">> = {}): Omit<TablesInsert<"subscriptions">, "user_id"> {
  return netflixRow({ start_date: "2027-01-20", end_date: "2027-02-20", cycle: "custom:months:1", auto_renew: true, ...patch });
}

/** A user with reminder settings and subscriptions, created through the service role. */
export async function reminderUser(
  prefix: string,
  { settings = {}, subscriptions = [subscriptionRow()], url }: { settings?: TablesUpdate<"reminder_settings">; subscriptions?: Omit<TablesInsert<"subscriptions">, "user_id">[]; url?: string } = {},
): Promise<TestUser & { subscriptionIds: number[] }> {
  const user = await createTestUser(prefix, url);
  const admin = service(url);
  await admin.from("reminder_settings").update({ time_zone: "UTC", send_hour: 9, ...settings }).eq("user_id", user.id).throwOnError();
  const ids: number[] = [];
  for (const row of subscriptions) {
    const { data } = await admin.from("subscriptions").insert({ ...row, user_id: user.id }).select("id").single().throwOnError();
    ids.push(data.id);
  }
  return { ...user, subscriptionIds: ids };
}

/** One dispatch at `now`, as `npm run reminders:run` does it, following the cursor to the end. */
export async function dispatch(now: string, { url = supabaseUrl(), secret = TEST_REMINDERS_SECRET } = {}): Promise<Report> {
  const total: Report = { users: 0, digestsSent: 0, digestsFailed: 0, planFailed: 0, remindersSent: 0, checked: 0, errors: [], nextCursor: null };
  let after: string | null = null;
  do {
    const response = await fetch(`${url}/functions/v1/send-reminders`, {
      method: "POST",
      headers: { Authorization: `Bearer ${secret}`, "Content-Type": "application/json" },
      body: JSON.stringify({ now, ...(after ? { after } : {}) }),
    });
    const report = (await response.json()) as Report & { error?: string };
    if (!response.ok) throw new Error(`send-reminders answered ${response.status}: ${report.error}`);
    for (const key of ["users", "digestsSent", "digestsFailed", "planFailed", "remindersSent", "checked"] as const) total[key] += report[key];
    total.errors.push(...report.errors);
    after = report.nextCursor;
  } while (after);
  return total;
}

export async function mailbox(to: string, url = supabaseUrl()): Promise<Mail[]> {
  const response = await fetch(`${url}/mailbox/messages.json?to=${encodeURIComponent(to)}`);
  return (await response.json()) as Mail[];
}

/** The token of a reminder link in an email: /reminders/<token>?lang=… */
export function linkToken(link: string): string {
  const match = /\/reminders\/([A-Za-z0-9_-]+)(?:\/apply)?/.exec(link);
  if (!match) throw new Error(`not a reminder link: ${link}`);
  return match[1];
}

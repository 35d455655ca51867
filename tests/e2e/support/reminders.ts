import { LOCAL_REMINDERS_SECRET } from "../../../scripts/local-env.mjs";
import { SUPABASE_URL, adminClient } from "./backend";

export type ReminderMail = { id: string; subject: string; text: string; html: string; links: string[]; headers: Record<string, string> };

/** One dispatch at `now`, as `npm run reminders:run -- --now …` does it. */
export async function runReminders(now: string): Promise<{ digestsSent: number }> {
  let after: string | null = null;
  let digestsSent = 0;
  do {
    const response = await fetch(`${SUPABASE_URL}/functions/v1/send-reminders`, {
      method: "POST",
      headers: { Authorization: `Bearer ${LOCAL_REMINDERS_SECRET}`, "Content-Type": "application/json" },
      body: JSON.stringify({ now, ...(after ? { after } : {}) }),
    });
    const report = (await response.json()) as { digestsSent: number; nextCursor: string | null; error?: string };
    if (!response.ok) throw new Error(`send-reminders answered ${response.status}: ${report.error}`);
    digestsSent += report.digestsSent;
    after = report.nextCursor;
  } while (after);
  return { digestsSent };
}

/** The user's messages in the local mailbox, newest first. */
export async function mailsTo(email: string): Promise<ReminderMail[]> {
  const response = await fetch(`${SUPABASE_URL}/mailbox/messages.json?to=${encodeURIComponent(email)}`);
  return (await response.json()) as ReminderMail[];
}

/** The email's answer, snooze, stop and unsubscribe pages, in the order the email shows them. */
export function reminderLinks(mail: ReminderMail): string[] {
  return mail.links.filter((link) => /\/reminders\/[A-Za-z0-9_-]+\?lang=/.test(link));
}

export async function reminderSettingsOf(userId: string) {
  const { data, error } = await adminClient().from("reminder_settings").select("*").eq("user_id", userId).single();
  if (error) throw error;
  return data;
}

export async function setReminderSettings(userId: string, patch: Record<string, unknown>) {
  const { error } = await adminClient().from("reminder_settings").update(patch).eq("user_id", userId);
  if (error) throw error;
}

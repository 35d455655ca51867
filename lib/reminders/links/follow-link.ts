import "server-only";
import { z } from "@/lib/zod";
import type { ServerClient } from "@/lib/supabase/server";
import { isCurrency, type Currency } from "@/lib/currency/currencies";
import { PAYMENT_STATES } from "@/lib/payments/types";
import { REMINDER_KINDS } from "@/lib/reminders/schedule/types";
import { ANSWERS } from "./answer-links";

const TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

export function isLinkTokenShape(token: string): boolean {
  return TOKEN.test(token);
}

const linkSchema = z.object({
  status: z.enum(["ready", "applied", "done", "answered", "bad_amount", "expired", "invalid"]),
  action: z.enum(["snooze", "stop", "unsubscribe", ...ANSWERS]).nullish(),
  subscription_name: z.string().nullish(),
  kind: z.enum(REMINDER_KINDS).nullish(),
  occurrence_date: z.string().nullish(),
  snooze_until: z.string().nullish(),
  amount: z.number().nullish(),
  currency: z.custom<Currency>((value) => typeof value === "string" && isCurrency(value)).nullish(),
  answer: z.enum(PAYMENT_STATES).nullish(),
});

export type ReminderLink = z.output<typeof linkSchema>;

/**
 * What a reminder email's link does, and with `apply` does it. No sign-in: the token is the
 * credential, and public.use_reminder_link() only ever stores or compares its SHA-256.
 */
export async function followReminderLink(
  supabase: ServerClient,
  token: string,
  apply: boolean,
  amount: number | null = null,
): Promise<ReminderLink | null> {
  if (!TOKEN.test(token)) return { status: "invalid" };
  const { data, error } = await supabase.rpc("use_reminder_link", {
    p_token: token,
    p_apply: apply,
    ...(amount === null ? {} : { p_amount: amount }),
  });
  if (error) return null;
  const parsed = linkSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

import "server-only";
import type { ServerClient } from "@/lib/supabase/server";
import type { SubscriptionRemindersInput } from "./schema";

/** Saves a subscription's own reminder settings. Returns whether it worked. */
export async function saveSubscriptionReminders(
  supabase: ServerClient,
  userId: string,
  subscriptionId: number,
  input: SubscriptionRemindersInput,
): Promise<boolean> {
  const { error } = await supabase.from("subscription_reminders").upsert(
    {
      subscription_id: subscriptionId,
      user_id: userId,
      enabled: input.mode !== "off",
      lead_days: input.mode === "custom" ? input.leadDays : null,
      remind_to_cancel: input.remindToCancel,
    },
    { onConflict: "subscription_id" },
  );
  return !error;
}

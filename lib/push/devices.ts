import "server-only";
import type { ServerClient } from "@/lib/supabase/server";
import type { PushSubscriptionInput } from "./schema";

const UNIQUE_VIOLATION = "23505";
const CHECK_VIOLATION = "23514";

export type SaveDeviceResult = "saved" | "tooMany" | "failed";

export async function saveDevice(
  supabase: ServerClient,
  userId: string,
  subscription: PushSubscriptionInput,
  label: string | null,
): Promise<SaveDeviceResult> {
  const { error } = await supabase.from("push_subscriptions").insert({
    user_id: userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    device_label: label,
  });
  if (!error) return "saved";
  if (error.code === CHECK_VIOLATION) return "tooMany";
  if (error.code !== UNIQUE_VIOLATION) return "failed";
  // Saved before (a second click, a reload): fine when it is this user's device.
  const { data } = await supabase.from("push_subscriptions").select("id").eq("user_id", userId).eq("endpoint", subscription.endpoint).maybeSingle();
  return data ? "saved" : "failed";
}

export async function renewDevice(
  supabase: ServerClient,
  userId: string,
  oldEndpoint: string,
  subscription: PushSubscriptionInput,
): Promise<SaveDeviceResult | "unknown"> {
  const { data: device, error } = await supabase
    .from("push_subscriptions")
    .select("device_label")
    .eq("user_id", userId)
    .eq("endpoint", oldEndpoint)
    .maybeSingle();
  if (error) return "failed";
  if (!device) return "unknown";
  // The old address goes first, so the new one fits under the per-user limit.
  const removed = await supabase.from("push_subscriptions").delete().eq("user_id", userId).eq("endpoint", oldEndpoint);
  if (removed.error) return "failed";
  return saveDevice(supabase, userId, subscription, device.device_label);
}

"use server";

import { FunctionsHttpError } from "@supabase/supabase-js";
import { headers } from "next/headers";
import { userAction } from "@/lib/actions/action";
import { revalidateSignedInPages } from "@/lib/actions/revalidate";
import { fail, ok } from "@/lib/actions/result";
import { pushEndpointPolicy } from "@/lib/env";
import { deviceLabel } from "./device-label";
import { isAllowedEndpoint } from "./endpoint";
import { pushDeviceSchema, pushEndpointSchema, pushSubscriptionSchema } from "./schema";

const UNIQUE_VIOLATION = "23505";
const CHECK_VIOLATION = "23514";

/** Saves this browser's push subscription as one of the user's devices. */
export const savePushSubscriptionAction = userAction(pushSubscriptionSchema, async (input, { supabase, userId }) => {
  if (!isAllowedEndpoint(input.endpoint, pushEndpointPolicy())) return fail("settings.notifications.push.failed");
  const label = deviceLabel((await headers()).get("user-agent"));
  const { error } = await supabase
    .from("push_subscriptions")
    .insert({ user_id: userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, device_label: label });
  if (error?.code === CHECK_VIOLATION) return fail("settings.notifications.push.tooMany");
  if (error?.code === UNIQUE_VIOLATION) {
    // Saved before (a second click, a reload): fine when it is this user's device.
    const { data } = await supabase.from("push_subscriptions").select("id").eq("user_id", userId).eq("endpoint", input.endpoint).maybeSingle();
    if (!data) return fail("settings.notifications.push.failed");
  } else if (error) {
    return fail("settings.notifications.push.failed");
  }
  revalidateSignedInPages();
  return ok(null);
});

/** Turns push off for this browser. */
export const turnOffPushAction = userAction(pushEndpointSchema, async ({ endpoint }, { supabase, userId }) => {
  const { error } = await supabase.from("push_subscriptions").delete().eq("user_id", userId).eq("endpoint", endpoint);
  if (error) return fail("settings.notifications.push.offFailed");
  revalidateSignedInPages();
  return ok(null);
});

/** Removes one of the user's devices from the list. */
export const removePushDeviceAction = userAction(pushDeviceSchema, async ({ id }, { supabase, userId }) => {
  const { error } = await supabase.from("push_subscriptions").delete().eq("user_id", userId).eq("id", id);
  if (error) return fail("settings.notifications.push.removeFailed");
  revalidateSignedInPages();
  return ok(null);
});

/** Asks the send-reminders function, as this user, for a test notification on this browser. */
export const sendTestPushAction = userAction(pushEndpointSchema, async ({ endpoint }, { supabase }) => {
  const { error } = await supabase.functions.invoke("send-reminders", { body: { test: true, channel: "push", endpoint } });
  if (!error) return ok(null);
  const status = error instanceof FunctionsHttpError ? (error.context as Response).status : null;
  return fail(status === 429 ? "settings.notifications.push.testRateLimited" : "settings.notifications.push.testFailed");
});

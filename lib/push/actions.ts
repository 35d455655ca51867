"use server";

import { FunctionsHttpError } from "@supabase/supabase-js";
import { headers } from "next/headers";
import { userAction } from "@/lib/actions/action";
import { revalidateSignedInPages } from "@/lib/actions/revalidate";
import { fail, ok } from "@/lib/actions/result";
import { pushEndpointPolicy } from "@/lib/env";
import { deviceLabel } from "./device-label";
import { saveDevice } from "./devices";
import { isAllowedEndpoint } from "./endpoint";
import { pushDeviceSchema, pushEndpointSchema, pushSubscriptionSchema } from "./schema";

export const savePushSubscriptionAction = userAction(pushSubscriptionSchema, async (input, { supabase, userId }) => {
  if (!isAllowedEndpoint(input.endpoint, pushEndpointPolicy())) return fail("settings.notifications.push.unknownService");
  const saved = await saveDevice(supabase, userId, input, deviceLabel((await headers()).get("user-agent")));
  if (saved !== "saved") return fail(`settings.notifications.push.${saved}`);
  revalidateSignedInPages();
  return ok(null);
});

export const turnOffPushAction = userAction(pushEndpointSchema, async ({ endpoint }, { supabase, userId }) => {
  const { error } = await supabase.from("push_subscriptions").delete().eq("user_id", userId).eq("endpoint", endpoint);
  if (error) return fail("settings.notifications.push.offFailed");
  revalidateSignedInPages();
  return ok(null);
});

export const removePushDeviceAction = userAction(pushDeviceSchema, async ({ id }, { supabase, userId }) => {
  const { error } = await supabase.from("push_subscriptions").delete().eq("user_id", userId).eq("id", id);
  if (error) return fail("settings.notifications.push.removeFailed");
  revalidateSignedInPages();
  return ok(null);
});

export const sendTestPushAction = userAction(pushEndpointSchema, async ({ endpoint }, { supabase }) => {
  const { error } = await supabase.functions.invoke("send-reminders", { body: { test: true, channel: "push", endpoint } });
  if (!error) return ok(null);
  const status = error instanceof FunctionsHttpError ? (error.context as Response).status : null;
  return fail(status === 429 ? "settings.notifications.push.testRateLimited" : "settings.notifications.push.testFailed");
});

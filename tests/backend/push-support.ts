// The local backend's stand-in push service (supabase/local/push) as the tests use it over HTTP:
// a subscription made as a browser would, the messages it decrypted, and answers on demand.
import type { SupabaseClient } from "@supabase/supabase-js";
import { LOCAL_VAPID_KEYS } from "../../scripts/local-env.mjs";
import { supabaseUrl } from "./support";

export type FakeSubscription = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
export type ReceivedPush = {
  ttl: number;
  topic: string | null;
  urgency: string | null;
  payload: string;
  vapid: { aud: string; exp: number; sub: string };
};

const idOf = (endpoint: string) => endpoint.split("/").pop()!;

export async function fakeSubscription(applicationServerKey = LOCAL_VAPID_KEYS.publicKey, url = supabaseUrl()): Promise<FakeSubscription> {
  const response = await fetch(`${url}/push/subscriptions`, { method: "POST", body: JSON.stringify({ applicationServerKey }) });
  if (response.status !== 201) throw new Error(`push service answered ${response.status}`);
  return (await response.json()) as FakeSubscription;
}

export async function receivedPushes(endpoint: string, url = supabaseUrl()): Promise<ReceivedPush[]> {
  const response = await fetch(`${url}/push/subscriptions/${idOf(endpoint)}/messages`);
  return (await response.json()) as ReceivedPush[];
}

/** From now on the push service answers sends to `endpoint` with `status` (null: accepts them again). */
export async function answerPushesWith(endpoint: string, status: number | null, url = supabaseUrl()): Promise<void> {
  const response = await fetch(`${url}/push/subscriptions/${idOf(endpoint)}/answer`, { method: "PUT", body: JSON.stringify({ status }) });
  if (!response.ok) throw new Error(`push service answered ${response.status}`);
}

/** Turns push on for a signed-in user's new device, as the settings page does, and returns it. */
export async function addDevice(client: SupabaseClient, userId: string): Promise<FakeSubscription & { id: string }> {
  const subscription = await fakeSubscription();
  const { data } = await client
    .from("push_subscriptions")
    .insert({ user_id: userId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth })
    .select("id")
    .single()
    .throwOnError();
  return { ...subscription, id: (data as { id: string }).id };
}

import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/supabase/database.types";
import { readAllPages } from "@/lib/supabase/read-all-pages";
import { toPause, toPriceChange, toSubscription } from "./row";
import type { PriceChange, Subscription, SubscriptionPause } from "./types";

type Client = SupabaseClient<Database>;

/** Every subscription of the user. Throws on failure: the page shows its load-error state. */
export async function getSubscriptions(supabase: Client, userId: string): Promise<Subscription[]> {
  const rows = await readAllPages("subscriptions", (from, to) =>
    supabase.from("subscriptions").select("*").eq("user_id", userId).order("id").range(from, to),
  );
  return rows.map(toSubscription);
}

/** Every recorded price change of the user's subscriptions. */
export async function getPriceChanges(supabase: Client, userId: string): Promise<PriceChange[]> {
  const rows = await readAllPages("price changes", (from, to) =>
    supabase.from("subscription_price_changes").select("*").eq("user_id", userId).order("id").range(from, to),
  );
  return rows.map(toPriceChange);
}

/** The names of every subscription of the user. */
export async function getSubscriptionNames(supabase: Client, userId: string): Promise<string[]> {
  const rows = await readAllPages("subscription names", (from, to) =>
    supabase.from("subscriptions").select("id, name").eq("user_id", userId).order("id").range(from, to),
  );
  return rows.map((row) => row.name);
}

/** Every finished pause of the user's subscriptions. */
export async function getPauses(supabase: Client, userId: string): Promise<SubscriptionPause[]> {
  const rows = await readAllPages("pauses", (from, to) =>
    supabase.from("subscription_pauses").select("*").eq("user_id", userId).order("id").range(from, to),
  );
  return rows.map(toPause);
}

import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/supabase/database.types";
import { readAllPages } from "@/lib/supabase/read-all-pages";
import { toPause, toPriceChange, toSubscription } from "./row";
import type { PriceChange, Subscription, SubscriptionPause } from "./types";

type Client = SupabaseClient<Database>;

export async function getSubscriptions(supabase: Client, userId: string): Promise<Subscription[]> {
  const rows = await readAllPages("subscriptions", (from, to) =>
    supabase.from("subscriptions").select("*").eq("user_id", userId).order("id").range(from, to),
  );
  return rows.map(toSubscription);
}

export async function getPriceChanges(supabase: Client, userId: string): Promise<PriceChange[]> {
  const rows = await readAllPages("price changes", (from, to) =>
    supabase.from("subscription_price_changes").select("*").eq("user_id", userId).order("id").range(from, to),
  );
  return rows.map(toPriceChange);
}

export async function getSubscriptionNames(supabase: Client, userId: string): Promise<string[]> {
  const rows = await readAllPages("subscription names", (from, to) =>
    supabase.from("subscriptions").select("id, name").eq("user_id", userId).order("id").range(from, to),
  );
  return rows.map((row) => row.name);
}

export async function getPauses(supabase: Client, userId: string): Promise<SubscriptionPause[]> {
  const rows = await readAllPages("pauses", (from, to) =>
    supabase.from("subscription_pauses").select("*").eq("user_id", userId).order("id").range(from, to),
  );
  return rows.map(toPause);
}

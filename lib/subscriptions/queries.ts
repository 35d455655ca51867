import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/supabase/database.types";
import { toPause, toPriceChange, toSubscription, type PriceChange, type Subscription, type SubscriptionPause } from "./types";

type Client = SupabaseClient<Database>;

// Hosted Supabase answers at most 1,000 rows per request by default, so longer lists are read in pages.
const PAGE_SIZE = 1000;

async function readAllPages<Row>(
  label: string,
  readPage: (from: number, to: number) => PromiseLike<{ data: Row[] | null; error: { message: string } | null }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += PAGE_SIZE) {
    const { data, error } = await readPage(from, from + PAGE_SIZE - 1);
    if (error || !data) throw new Error(`Loading ${label} failed: ${error?.message ?? "no data"}`);
    rows.push(...data);
    if (data.length < PAGE_SIZE) return rows;
  }
}

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

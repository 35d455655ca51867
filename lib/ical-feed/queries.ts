import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/supabase/database.types";
import { parseFeedData, type FeedData } from "./feed-data";

type Client = SupabaseClient<Database>;

/** When the user's calendar link was made, or null when they have none. */
export async function getCalendarFeed(supabase: Client, userId: string): Promise<{ createdAt: string } | null> {
  const { data, error } = await supabase.from("calendar_feeds").select("created_at").eq("user_id", userId).maybeSingle();
  if (error) throw new Error(`Loading the calendar link failed: ${error.message}`);
  return data ? { createdAt: data.created_at } : null;
}

/** The feed behind a token, read without a session; null for a wrong, revoked or closed account's token. */
export async function getFeedData(supabase: Client, token: string): Promise<FeedData | null> {
  const { data, error } = await supabase.rpc("calendar_feed", { token });
  if (error) throw new Error(`Loading a calendar feed failed: ${error.message}`);
  return parseFeedData(data);
}

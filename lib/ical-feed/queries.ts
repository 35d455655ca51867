import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/supabase/database.types";
import { parseFeedData, type FeedData } from "./feed-data";

type Client = SupabaseClient<Database>;

export async function getCalendarFeed(supabase: Client, userId: string): Promise<{ createdAt: string } | null> {
  const { data, error } = await supabase.from("calendar_feeds").select("created_at").eq("user_id", userId).maybeSingle();
  if (error) throw new Error(`Loading the calendar link failed: ${error.message}`);
  return data ? { createdAt: data.created_at } : null;
}

export async function getFeedData(supabase: Client, token: string): Promise<FeedData | null> {
  const { data, error } = await supabase.rpc("calendar_feed", { token });
  if (error) throw new Error(`Loading a calendar feed failed: ${error.message}`);
  return parseFeedData(data);
}

import "server-only";
import { createClient } from "@supabase/supabase-js";
import { publicEnv } from "@/lib/env";
import type { Database } from "./database.types";

/**
 * A client with no session, for requests that carry their own secret instead of a sign-in (a
 * calendar feed's token). It reads nothing that row-level security does not let a visitor read.
 */
export function createAnonymousClient() {
  const { supabaseUrl, supabaseKey } = publicEnv();
  return createClient<Database>(supabaseUrl, supabaseKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

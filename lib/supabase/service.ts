import "server-only";
import { createClient } from "@supabase/supabase-js";
import { publicEnv, supabaseSecretKey } from "@/lib/env";
import type { Database } from "./database.types";

/** The service-role client for the few server jobs that no user may do for themselves; null without the secret key. */
export function serviceClient() {
  const secretKey = supabaseSecretKey();
  if (!secretKey) return null;
  return createClient<Database>(publicEnv().supabaseUrl, secretKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

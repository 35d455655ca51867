import "server-only";
import { createClient } from "@supabase/supabase-js";
import { publicEnv, supabaseSecretKey } from "@/lib/env";
import type { Database } from "./database.types";

export function serviceClient() {
  const secretKey = supabaseSecretKey();
  if (!secretKey) return null;
  return createClient<Database>(publicEnv().supabaseUrl, secretKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

import { createBrowserClient } from "@supabase/ssr";
import { publicEnv } from "@/lib/env";
import { sessionCookieOptions } from "./cookie-options";
import type { Database } from "./database.types";

export function createClient() {
  const { supabaseUrl, supabaseKey } = publicEnv();
  const secure = typeof window !== "undefined" && window.location.protocol === "https:";
  return createBrowserClient<Database>(supabaseUrl, supabaseKey, { cookieOptions: sessionCookieOptions(secure) });
}

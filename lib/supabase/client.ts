import { createBrowserClient } from "@supabase/ssr";
import { sessionCookieOptions } from "./cookie-options";
import type { Database } from "./database.types";

/** The browser client (a singleton inside @supabase/ssr). */
export function createClient() {
  return createBrowserClient<Database>(
    process.env.NEXT_PUBLIC_SUPABASE_URL!,
    process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY!,
    { cookieOptions: sessionCookieOptions(typeof window !== "undefined" && window.location.protocol === "https:") },
  );
}

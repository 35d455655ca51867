import { createBrowserClient } from "@supabase/ssr";
import type { Database } from "./database.types";

/** The browser client (a singleton inside @supabase/ssr). */
export function createClient() {
  return createBrowserClient<Database>(
    process.env.NEXT_PUBLIC_SUPABASE_URL!,
    process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY!,
  );
}

import "server-only";
import { createServerClient } from "@supabase/ssr";
import { publicEnv } from "@/lib/env";
import type { Database } from "@/lib/supabase/database.types";

/**
 * Checks the current password by signing in with it on a client whose session lives only in this
 * call, so the browser's session cookies are left alone; that extra session is closed at once.
 */
export async function isCurrentPassword(email: string, password: string): Promise<boolean | "unavailable"> {
  const jar = new Map<string, string>();
  const { supabaseUrl, supabaseKey } = publicEnv();
  const verifier = createServerClient<Database>(supabaseUrl, supabaseKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    },
  });
  const { error } = await verifier.auth.signInWithPassword({ email, password });
  if (error) return error.code === "invalid_credentials" ? false : "unavailable";
  await verifier.auth.signOut({ scope: "local" });
  return true;
}

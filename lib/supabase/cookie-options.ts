import type { CookieOptionsWithName } from "@supabase/ssr";
import { siteUrl } from "@/lib/env";

// Secure over https, so the refresh token never travels in clear text; local http runs keep working.
export function sessionCookieOptions(secure = siteUrl().startsWith("https://")): CookieOptionsWithName {
  return { secure };
}

import type { CookieOptionsWithName } from "@supabase/ssr";
import { siteUrl } from "@/lib/env";

/**
 * Session cookies are Secure whenever the site is served over https, so the refresh token never
 * travels in clear text (HSTS cannot cover a first visit over http); local http runs keep working.
 */
export function sessionCookieOptions(secure = siteUrl().startsWith("https://")): CookieOptionsWithName {
  return { secure };
}

import { createServerClient } from "@supabase/ssr";
import type { NextRequest, NextResponse } from "next/server";
import { publicEnv } from "@/lib/env";
import { sessionCookieOptions } from "./cookie-options";
import type { Database } from "./database.types";

export type SessionResult = {
  userId: string | null;
  cookies: { name: string; value: string; options: Parameters<NextResponse["cookies"]["set"]>[2] }[];
  headers: Record<string, string>;
};

// The refreshed cookies go onto `request` too, so this request's server components see them.
export async function refreshSession(request: NextRequest): Promise<SessionResult> {
  const result: SessionResult = { userId: null, cookies: [], headers: {} };
  const { supabaseUrl, supabaseKey } = publicEnv();
  const supabase = createServerClient<Database>(supabaseUrl, supabaseKey, {
    cookieOptions: sessionCookieOptions(),
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookiesToSet, headers) {
        for (const { name, value } of cookiesToSet) request.cookies.set(name, value);
        result.cookies.push(...cookiesToSet);
        Object.assign(result.headers, headers);
      },
    },
  });

  // Nothing may run between creating the client and getClaims(): it is what refreshes the tokens.
  try {
    const { data } = await supabase.auth.getClaims();
    result.userId = typeof data?.claims.sub === "string" ? data.claims.sub : null;
  } catch {
    // An unreachable auth server must not take the site down: the visitor is treated as signed out.
    result.userId = null;
  }
  return result;
}

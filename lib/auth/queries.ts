import "server-only";
import { redirect } from "next/navigation";
import type { ServerClient } from "@/lib/supabase/server";

export type CurrentUser = { id: string; email: string };

/** The signed-in user from verified token claims (never from getSession()), or null. */
export async function getCurrentUser(supabase: ServerClient): Promise<CurrentUser | null> {
  const { data, error } = await supabase.auth.getClaims();
  const claims = data?.claims;
  if (error || !claims || typeof claims.sub !== "string") return null;
  return { id: claims.sub, email: typeof claims.email === "string" ? claims.email : "" };
}

/** For signed-in pages: the proxy already guards them; this is the second fence. */
export async function requireUser(supabase: ServerClient): Promise<CurrentUser> {
  const user = await getCurrentUser(supabase);
  if (!user) redirect("/");
  return user;
}

import "server-only";
import { redirect } from "next/navigation";
import type { ServerClient } from "@/lib/supabase/server";
import { identityOf, type Identity } from "./identity";
import { needsSecondStep } from "./two-factor";

export type CurrentUser = Identity & { id: string; aal: string };

/** The signed-in user from verified token claims (never from getSession()), or null. */
export async function getCurrentUser(supabase: ServerClient): Promise<CurrentUser | null> {
  const { data, error } = await supabase.auth.getClaims();
  const claims = data?.claims;
  if (error || !claims || typeof claims.sub !== "string") return null;
  return { id: claims.sub, aal: typeof claims.aal === "string" ? claims.aal : "aal1", ...identityOf(claims) };
}

export async function requireUser(supabase: ServerClient): Promise<CurrentUser> {
  const user = await getCurrentUser(supabase);
  if (!user) redirect("/");
  if (user.aal !== "aal2" && (await needsSecondStep(supabase))) redirect("/two-step");
  return user;
}

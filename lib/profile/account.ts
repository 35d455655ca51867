import type { User } from "@supabase/supabase-js";
import { signInProviderOf, type SignInProvider } from "@/lib/auth/identity";

export const RECENT_SIGN_IN_SECONDS = 5 * 60;

export type Account = {
  email: string;
  pendingEmail: string | null;
  hasPassword: boolean;
  provider: SignInProvider | null;
};

export function accountOf(user: Pick<User, "email" | "new_email" | "identities" | "app_metadata">): Account {
  const providers = new Set<string>(user.identities?.map((identity) => identity.provider) ?? []);
  for (const provider of user.app_metadata.providers ?? []) providers.add(String(provider));
  const hasPassword = providers.has("email");
  const provider = signInProviderOf(providers);
  return { email: user.email ?? "", pendingEmail: user.new_email || null, hasPassword, provider };
}

export function signedInRecently(amr: unknown, nowSeconds: number): boolean {
  if (!Array.isArray(amr)) return false;
  const times = amr.map((entry: { timestamp?: unknown }) => (typeof entry?.timestamp === "number" ? entry.timestamp : 0));
  const latest = Math.max(0, ...times);
  return latest > 0 && nowSeconds - latest <= RECENT_SIGN_IN_SECONDS;
}

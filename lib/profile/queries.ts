import "server-only";
import { accountOf, signedInRecently, type Account } from "./account";
import { DEFAULT_CURRENCY, isCurrency, type Currency } from "@/lib/currency/currencies";
import type { ServerClient } from "@/lib/supabase/server";
import type { Tables } from "@/lib/supabase/database.types";

export type Profile = {
  id: string;
  email: string | null;
  nickname: string | null;
  defaultCurrency: Currency;
  currencyConfirmed: boolean;
  createdAt: string;
  updatedAt: string;
};

export type AccountResult = Account & { signedInRecently: boolean };

export async function getAccount(supabase: ServerClient): Promise<AccountResult | null> {
  const [{ data, error }, claims] = await Promise.all([supabase.auth.getUser(), supabase.auth.getClaims()]);
  if (error || !data.user) return null;
  const amr = claims.data?.claims.amr;
  return { ...accountOf(data.user), signedInRecently: signedInRecently(amr, Date.now() / 1000) };
}

export type ProfileResult =
  | { status: "ok"; profile: Profile }
  | { status: "deleted" }
  | { status: "error" };

const UNIQUE_VIOLATION = "23505";

export function toProfile(row: Tables<"user_profiles">): Profile {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    defaultCurrency: isCurrency(row.default_currency) ? row.default_currency : DEFAULT_CURRENCY,
    currencyConfirmed: row.currency_confirmed,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Reads the user's profile row. Next.js memoizes identical GET fetches within one render, so
 * without a signal of its own the read after the insert below would replay the first read's "no
 * row", and a second caller in the same render would see "no row" and then a duplicate insert.
 */
function readProfile(supabase: ServerClient, userId: string) {
  return supabase.from("user_profiles").select("*").eq("id", userId).abortSignal(new AbortController().signal).maybeSingle();
}

export async function getOrCreateProfile(
  supabase: ServerClient,
  user: { id: string; email: string },
): Promise<ProfileResult> {
  const { data, error } = await readProfile(supabase, user.id);
  if (error) return { status: "error" };
  if (data) return { status: "ok", profile: toProfile(data) };

  // No RETURNING: the select policy checks is_active_user(), which cannot see the row this very
  // statement inserts, so `insert().select()` is refused even for a new, active profile.
  const inserted = await supabase
    .from("user_profiles")
    .insert({ id: user.id, default_currency: DEFAULT_CURRENCY });
  if (inserted.error?.code === UNIQUE_VIOLATION) return { status: "deleted" };
  if (inserted.error) return { status: "error" };

  const created = await readProfile(supabase, user.id);
  if (created.error || !created.data) return { status: "error" };
  return { status: "ok", profile: toProfile(created.data) };
}

export const ACCOUNT_CLOSED_PATH = "/auth/account-closed";

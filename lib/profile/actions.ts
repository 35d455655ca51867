"use server";

import { createServerClient } from "@supabase/ssr";
import { userAction } from "@/lib/actions/action";
import { revalidateSignedInPages } from "@/lib/actions/revalidate";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { publicEnv } from "@/lib/env";
import type { Database } from "@/lib/supabase/database.types";
import { changePasswordSchema, deleteAccountSchema, profileSchema } from "./schema";
import { toProfile, type Profile } from "./queries";

const PASSWORD_ERRORS: Record<string, string> = {
  same_password: "samePassword",
  weak_password: "weakPassword",
};

export const updateProfileAction = userAction(profileSchema, async (input, { supabase, userId }) => {
  const { data, error } = await supabase
    .from("user_profiles")
    .update({
      email: input.email,
      nickname: input.nickname,
      default_currency: input.defaultCurrency,
    })
    .eq("id", userId)
    .select("*")
    .maybeSingle();
  if (error || !data) return fail("settings.profile.updateError");
  revalidateSignedInPages();
  return ok<Profile>(toProfile(data));
});

/**
 * Checks the current password by signing in with it on a client whose session lives only in this
 * call, so the browser's session cookies are left alone; that extra session is closed at once.
 */
async function isCurrentPassword(email: string, password: string): Promise<boolean | "unavailable"> {
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

export const changePasswordAction = userAction(
  changePasswordSchema,
  async ({ currentPassword, newPassword }, { supabase }): Promise<ActionResult> => {
    const { data: userData, error: userError } = await supabase.auth.getUser();
    const email = userData.user?.email;
    if (userError || !email) return fail("settings.password.error");

    const verified = await isCurrentPassword(email, currentPassword);
    if (verified === "unavailable") return fail("settings.password.error");
    if (!verified) return { ok: false, fieldErrors: { currentPassword: ["invalidCurrent"] } };

    // The auth server signs the user's other sessions out when the password changes.
    const { error } = await supabase.auth.updateUser({ password: newPassword });
    if (error) {
      const key = error.code ? PASSWORD_ERRORS[error.code] : undefined;
      return key ? { ok: false, fieldErrors: { newPassword: [key] } } : fail("settings.password.error");
    }
    return ok(null);
  },
);

/** Soft delete: the data stays for support to restore, and row-level security hides all of it. */
export const deleteAccountAction = userAction(deleteAccountSchema, async (_input, { supabase, userId }) => {
  const { error } = await supabase
    .from("user_profiles")
    .update({ deleted_at: new Date().toISOString() })
    .eq("id", userId);
  if (error) return fail("account.deleteError");
  // The browser signs out next (see useSignOut for why not here). Should it fail, the closed
  // profile still sends every page to the account-closed route, which signs out.
  return ok(null);
});

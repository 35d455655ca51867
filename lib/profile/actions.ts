"use server";

import { createClient as createStatelessClient } from "@supabase/supabase-js";
import { revalidatePath } from "next/cache";
import { userAction } from "@/lib/actions/action";
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
      updated_at: new Date().toISOString(),
    })
    .eq("id", userId)
    .select("*")
    .maybeSingle();
  if (error || !data) return fail("settings.profile.updateError");
  revalidatePath("/", "layout");
  return ok<Profile>(toProfile(data));
});

/**
 * The current password is checked by signing in with it on a client that keeps no session, so the
 * browser's session is not replaced; the session that sign-in creates is closed again at once.
 */
async function isCurrentPassword(email: string, password: string): Promise<boolean | "unavailable"> {
  const { supabaseUrl, supabaseKey } = publicEnv();
  const verifier = createStatelessClient<Database>(supabaseUrl, supabaseKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  const { error } = await verifier.auth.signInWithPassword({ email, password });
  if (error) return error.code === "invalid_credentials" || error.status === 400 ? false : "unavailable";
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

    // Supabase signs out the user's other sessions when the password changes.
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
  const now = new Date().toISOString();
  const { error } = await supabase.from("user_profiles").update({ deleted_at: now, updated_at: now }).eq("id", userId);
  if (error) return fail("account.deleteError");
  await supabase.auth.signOut();
  revalidatePath("/", "layout");
  return ok(null);
});

"use server";

import { userAction } from "@/lib/actions/action";
import { revalidateSignedInPages } from "@/lib/actions/revalidate";
import { fail, ok } from "@/lib/actions/result";
import { deleteAccountSchema, profileSchema } from "./schema";
import { toProfile, type Profile } from "./queries";

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

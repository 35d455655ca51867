"use server";

import { userAction } from "@/lib/actions/action";
import { revalidateSignedInPages } from "@/lib/actions/revalidate";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { checkCurrentPassword, isCurrentPassword } from "@/lib/auth/current-password";
import { throttled } from "@/lib/auth/throttled";
import { siteUrl } from "@/lib/env";
import { accountOf, signedInRecently } from "./account";
import { changeEmailSchema, deleteAccountSchema, isDeleteConfirmed, profileSchema } from "./schema";
import { toProfile, type Profile } from "./queries";

export const updateProfileAction = userAction(profileSchema, async (input, { supabase, userId }) => {
  const { data, error } = await supabase
    .from("user_profiles")
    .update({ nickname: input.nickname, default_currency: input.defaultCurrency, currency_confirmed: true })
    .eq("id", userId)
    .select("*")
    .maybeSingle();
  if (error || !data) return fail("settings.profile.updateError");
  revalidateSignedInPages();
  return ok<Profile>(toProfile(data));
});

const EMAIL_CHANGE_ERRORS: Record<string, string> = {
  email_exists: "emailTaken",
  email_address_invalid: "invalidEmail",
  validation_failed: "invalidEmail",
};

export const changeEmailAction = userAction(
  changeEmailSchema,
  async ({ email, password }, { supabase }): Promise<ActionResult<{ pendingEmail: string }>> => {
    const { data: current, error: userError } = await supabase.auth.getUser();
    if (userError || !current.user) return fail("settings.email.error");
    const account = accountOf(current.user);
    if (!account.hasPassword) return fail("settings.email.providerManaged");
    if (email === account.email.toLowerCase()) return { ok: false, fieldErrors: { email: ["sameEmail"] } };
    // A stolen session must not move the account to another inbox: the password proves the person.
    if (!password) return { ok: false, fieldErrors: { password: ["required"] } };
    const check = await checkCurrentPassword(account.email, password);
    if (!check.ok) {
      if (check.reason === "throttled") return throttled(check.retryAfterSeconds);
      return check.reason === "wrong" ? { ok: false, fieldErrors: { password: ["invalidCurrent"] } } : fail("settings.email.error");
    }

    const { error } = await supabase.auth.updateUser({ email }, { emailRedirectTo: `${siteUrl()}/settings` });
    if (error) {
      if (error.code === "over_email_send_rate_limit") return fail("settings.email.tooSoon");
      const key = error.code ? EMAIL_CHANGE_ERRORS[error.code] : undefined;
      return key ? { ok: false, fieldErrors: { email: [key] } } : fail("settings.email.error");
    }
    return ok({ pendingEmail: email });
  },
);

export const deleteAccountAction = userAction(deleteAccountSchema, async ({ password, confirmation }, { supabase }) => {
  const { data: current, error: userError } = await supabase.auth.getUser();
  if (userError || !current.user) return fail("account.deleteError");
  const account = accountOf(current.user);

  if (account.hasPassword) {
    if (!password) return { ok: false, fieldErrors: { password: ["required"] } };
    const verified = await isCurrentPassword(account.email, password);
    if (verified === "unavailable") return fail("account.deleteError");
    if (!verified) return { ok: false, fieldErrors: { password: ["invalidPassword"] } };
  } else {
    if (!isDeleteConfirmed(confirmation ?? "")) return { ok: false, fieldErrors: { confirmation: ["deleteConfirmation"] } };
    const { data: claims } = await supabase.auth.getClaims();
    if (!signedInRecently(claims?.claims.amr, Date.now() / 1000)) return fail("account.signInAgain");
  }

  const { error } = await supabase.rpc("close_my_account");
  if (error) return fail("account.deleteError");
  // The browser signs out next; should that fail, the closed profile sends every page to sign-out.
  return ok(null);
});

"use server";

import { userAction } from "@/lib/actions/action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { isCurrentPassword } from "@/lib/auth/current-password";
import { changePasswordSchema } from "./schema";

const PASSWORD_ERRORS: Record<string, string> = {
  same_password: "samePassword",
  weak_password: "weakPassword",
};

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

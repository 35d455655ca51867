"use server";

import { userAction } from "@/lib/actions/action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { changePassword } from "@/lib/auth/current-password";
import { throttled } from "@/lib/auth/throttled";
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

    const change = await changePassword(supabase, email, currentPassword, newPassword);
    if (change.ok) return ok(null);
    if (change.reason === "throttled") return throttled(change.retryAfterSeconds);
    if (change.reason === "wrong") return { ok: false, fieldErrors: { currentPassword: ["invalidCurrent"] } };
    const key = change.reason === "refused" && change.code ? PASSWORD_ERRORS[change.code] : undefined;
    return key ? { ok: false, fieldErrors: { newPassword: [key] } } : fail("settings.password.error");
  },
);

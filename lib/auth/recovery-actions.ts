"use server";

import { userAction } from "@/lib/actions/action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { isRecoverySession } from "./recovery";
import { resetPasswordSchema } from "./schema";

const PASSWORD_ERRORS: Record<string, string> = { same_password: "samePassword", weak_password: "weakPassword" };

export const resetPasswordAction = userAction(resetPasswordSchema, async ({ password }, { supabase }): Promise<ActionResult> => {
  const { data } = await supabase.auth.getClaims();
  if (!isRecoverySession(data?.claims)) return fail("auth.reset.expired");
  const { error } = await supabase.auth.updateUser({ password });
  if (error) {
    const key = error.code ? PASSWORD_ERRORS[error.code] : undefined;
    return key ? { ok: false, fieldErrors: { password: [key] } } : fail("auth.reset.error");
  }
  await supabase.auth.signOut({ scope: "others" });
  return ok(null);
});

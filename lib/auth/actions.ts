"use server";

import { siteUrl } from "@/lib/env";
import { publicAction } from "@/lib/actions/action";
import { fail, ok, type ActionResult } from "@/lib/actions/result";
import { AUTH_FLOW_PARAM, authErrorKey } from "./errors";
import { requestLocale } from "./request-locale";
import { forgotPasswordSchema, signInSchema, signUpSchema } from "./schema";
import { authThrottle } from "./throttle";
import { throttled } from "./throttled";

export const signInAction = publicAction(
  signInSchema,
  async ({ email, password }, { supabase }): Promise<ActionResult> => {
    const throttle = await authThrottle("password", email);
    const wait = await throttle.retryAfter();
    if (wait > 0) return throttled(wait);
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (!error) await throttle.note(false);
    else if (error.code === "invalid_credentials") await throttle.note(true);
    if (error) return fail(authErrorKey(error, "auth.signIn.error"));
    return ok(null);
  },
);

export const signUpAction = publicAction(
  signUpSchema,
  async ({ email, password }, { supabase }): Promise<ActionResult> => {
    const throttle = await authThrottle("sign_up", email);
    const wait = await throttle.retryAfter();
    if (wait > 0) return throttled(wait);
    await throttle.note(true);
    const { error } = await supabase.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: `${siteUrl()}/auth/callback?${AUTH_FLOW_PARAM}=signup`, data: { locale: await requestLocale() } },
    });
    if (error?.code === "over_email_send_rate_limit") {
      const seconds = Number(/after (\d+) seconds/.exec(error.message)?.[1]);
      if (seconds > 0) return throttled(seconds);
    }
    if (error) return fail(authErrorKey(error, "auth.signUp.error"));
    return ok(null);
  },
);

// Every address gets the same answer, so the form cannot tell who has an account.
export const forgotPasswordAction = publicAction(
  forgotPasswordSchema,
  async ({ email }, { supabase }): Promise<ActionResult> => {
    const throttle = await authThrottle("recovery", email);
    const wait = await throttle.retryAfter();
    if (wait > 0) return throttled(wait);
    await throttle.note(true);
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${siteUrl()}/auth/callback?${AUTH_FLOW_PARAM}=recovery` });
    if (error?.name === "AuthRetryableFetchError" || error?.status === 0) return fail("auth.service.unreachable");
    if (error && error.code !== "over_email_send_rate_limit") console.error("password reset email:", error.code, error.message);
    return ok(null);
  },
);

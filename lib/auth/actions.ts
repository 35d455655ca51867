"use server";

import { siteUrl } from "@/lib/env";
import { publicAction } from "@/lib/actions/action";
import { fail, ok } from "@/lib/actions/result";
import { authErrorKey } from "./errors";
import { signInSchema, signUpSchema } from "./schema";

export const signInAction = publicAction(signInSchema, async ({ email, password }, { supabase }) => {
  const { error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) return fail(authErrorKey(error, "auth.signIn.error"));
  return ok(null);
});

export const signUpAction = publicAction(signUpSchema, async ({ email, password }, { supabase }) => {
  const { error } = await supabase.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${siteUrl()}/auth/callback` },
  });
  if (error) return fail(authErrorKey(error, "auth.signUp.error"));
  return ok(null);
});

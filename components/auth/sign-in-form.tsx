"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { signInAction } from "@/lib/auth/actions";
import { signInSchema, type SignInInput } from "@/lib/auth/schema";
import { AuthField } from "./auth-field";
import { AuthFormFooter } from "./auth-form-footer";
import { authFieldProps, fillAllError } from "./use-auth-form-errors";

const RELOAD_DELAY_MS = 600;

export function SignInForm({ defaultEmail }: { defaultEmail: string }) {
  const t = useTranslations();
  const [serverError, setServerError] = useState<string>();
  const [reloading, setReloading] = useState(false);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const formError = fillAllError(form.formState.errors);
  const submitting = form.formState.isSubmitting || reloading;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    const result = await signInAction(values).catch(() => null);
    if (!result?.ok) {
      setServerError(result?.formError ?? "auth.signIn.error");
      return;
    }
    setReloading(true);
    toast.success(t("auth.signIn.success"), { description: t("auth.signIn.successDescription") });
    setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <AuthField
        id="sign-in-email"
        label={t("auth.fields.email")}
        type="email"
        autoComplete="email"
        placeholder={t("auth.placeholders.email")}
        {...authFieldProps(form, t, "email")}
      />
      <AuthField
        id="sign-in-password"
        label={t("auth.fields.password")}
        type="password"
        autoComplete="current-password"
        {...authFieldProps(form, t, "password")}
      />
      <AuthFormFooter
        message={formError ? t(formError) : serverError && t(serverError)}
        submitting={submitting}
        submitLabel={t("auth.signIn.submit")}
        submittingLabel={t("auth.signIn.submitting")}
      />
    </form>
  );
}

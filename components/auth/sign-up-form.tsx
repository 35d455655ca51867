"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { signUpAction } from "@/lib/auth/actions";
import { signUpSchema, type SignUpInput } from "@/lib/auth/schema";
import { AuthField } from "./auth-field";
import { AuthFormFooter } from "./auth-form-footer";
import { authFieldProps, fillAllError } from "./use-auth-form-errors";

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const t = useTranslations();
  const [serverError, setServerError] = useState<string>();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });
  const formError = fillAllError(form.formState.errors);
  const submitting = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    const result = await signUpAction(values).catch(() => null);
    if (!result?.ok) {
      setServerError(result?.formError ?? "auth.signUp.error");
      return;
    }
    toast.success(t("auth.signUp.success"), { description: t("auth.signUp.successDescription") });
    form.reset();
    onSignedUp(values.email.trim());
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <AuthField
        id="sign-up-email"
        label={t("auth.fields.email")}
        type="email"
        autoComplete="email"
        placeholder={t("auth.placeholders.email")}
        {...authFieldProps(form, t, "email")}
      />
      <AuthField
        id="sign-up-password"
        label={t("auth.fields.password")}
        type="password"
        autoComplete="new-password"
        {...authFieldProps(form, t, "password")}
      />
      <AuthField
        id="sign-up-confirm-password"
        label={t("auth.fields.confirmPassword")}
        type="password"
        autoComplete="new-password"
        {...authFieldProps(form, t, "confirmPassword")}
      />
      <AuthFormFooter
        message={formError ? t(formError) : serverError && t(serverError)}
        submitting={submitting}
        submitLabel={t("auth.signUp.submit")}
        submittingLabel={t("auth.signUp.submitting")}
      />
    </form>
  );
}

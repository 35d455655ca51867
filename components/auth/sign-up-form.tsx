"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { signUpAction } from "@/lib/auth/actions";
import { signUpSchema, type SignUpInput } from "@/lib/auth/schema";
import { AuthField } from "./auth-field";
import { FormMessage } from "./form-message";
import { splitAuthErrors } from "./use-auth-form-errors";

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const t = useTranslations();
  const [serverError, setServerError] = useState<string>();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });
  const { formError, fields } = splitAuthErrors(form.formState.errors);
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
        error={fields.email && t(fields.email)}
        invalid={Boolean(form.formState.errors.email)}
        {...form.register("email")}
      />
      <AuthField
        id="sign-up-password"
        label={t("auth.fields.password")}
        type="password"
        autoComplete="new-password"
        error={fields.password && t(fields.password)}
        invalid={Boolean(form.formState.errors.password)}
        {...form.register("password")}
      />
      <AuthField
        id="sign-up-confirm-password"
        label={t("auth.fields.confirmPassword")}
        type="password"
        autoComplete="new-password"
        error={fields.confirmPassword && t(fields.confirmPassword)}
        invalid={Boolean(form.formState.errors.confirmPassword)}
        {...form.register("confirmPassword")}
      />
      <FormMessage>{formError ? t(formError) : serverError ? t(serverError) : null}</FormMessage>
      <Button type="submit" disabled={submitting} className="w-full">
        {submitting && <Spinner />}
        {submitting ? t("auth.signUp.submitting") : t("auth.signUp.submit")}
      </Button>
    </form>
  );
}

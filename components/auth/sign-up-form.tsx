"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Form, FormError, FormField, SubmitButton } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { signUpAction } from "@/lib/auth/actions";
import { signUpSchema } from "@/lib/auth/schema";
import { isThrottled } from "@/lib/auth/throttled";
import { applyActionResult } from "@/lib/forms/errors";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { ThrottleNotice } from "./throttle-notice";

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const t = useTranslations("auth");
  const form = useZodForm(signUpSchema, { defaultValues: { email: "", password: "", confirmPassword: "" } });
  const [retryAfter, setRetryAfter] = useState<number | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setRetryAfter(null);
    const result = await signUpAction(values).catch(() => null);
    if (isThrottled(result)) return void setRetryAfter(result.retryAfterSeconds);
    if (!result?.ok) return void applyActionResult(form, result, "auth.signUp.error");
    toast.success(t("signUp.success"), { description: t("signUp.successDescription") });
    form.reset();
    onSignedUp(values.email);
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <FormField name="email" label={t("fields.email")}>
        {(control) => (
          <Input type="email" autoComplete="email" placeholder={t("placeholders.email")} {...control} {...form.register("email")} />
        )}
      </FormField>
      <FormField name="password" label={t("fields.password")}>
        {(control) => <Input type="password" autoComplete="new-password" {...control} {...form.register("password")} />}
      </FormField>
      <FormField name="confirmPassword" label={t("fields.confirmPassword")}>
        {(control) => <Input type="password" autoComplete="new-password" {...control} {...form.register("confirmPassword")} />}
      </FormField>
      <FormError />
      <ThrottleNotice retryAfterSeconds={retryAfter} />
      <SubmitButton
        className="w-full"
        pending={form.formState.isSubmitting}
        label={t("signUp.submit")}
        pendingLabel={t("signUp.submitting")}
      />
    </Form>
  );
}

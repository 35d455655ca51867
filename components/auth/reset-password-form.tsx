"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Form, FormError, FormField, SubmitButton } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { resetPasswordAction } from "@/lib/auth/recovery-actions";
import { MAX_PASSWORD_LENGTH, resetPasswordSchema } from "@/lib/auth/schema";
import { applyActionResult } from "@/lib/forms/errors";
import { useZodForm } from "@/lib/forms/use-zod-form";

export function ResetPasswordForm({ email }: { email: string }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const form = useZodForm(resetPasswordSchema, { defaultValues: { password: "", confirmPassword: "" } });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await resetPasswordAction(values).catch(() => null);
    if (!result?.ok) return void applyActionResult(form, result, "auth.reset.error");
    setLeaving(true);
    toast.success(t("reset.success"), { description: t("reset.successDescription") });
    router.replace("/dashboard");
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" autoComplete="username" value={email} hidden readOnly />
      <FormField name="password" label={t("reset.newPassword")}>
        {(control) => (
          <Input type="password" autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH * 2} {...control} {...form.register("password")} />
        )}
      </FormField>
      <FormField name="confirmPassword" label={t("reset.confirmPassword")}>
        {(control) => (
          <Input type="password" autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH * 2} {...control} {...form.register("confirmPassword")} />
        )}
      </FormField>
      <FormError />
      <SubmitButton
        className="w-full"
        pending={form.formState.isSubmitting || leaving}
        label={t("reset.submit")}
        pendingLabel={t("reset.submitting")}
      />
    </Form>
  );
}

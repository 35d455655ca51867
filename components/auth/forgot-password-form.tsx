"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Form, FormError, FormField, SubmitButton } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { forgotPasswordAction } from "@/lib/auth/actions";
import { forgotPasswordSchema } from "@/lib/auth/schema";
import { isThrottled } from "@/lib/auth/throttled";
import { applyActionResult } from "@/lib/forms/errors";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { ThrottleNotice } from "./throttle-notice";

/** Answers the same whether or not the email has an account. */
export function ForgotPasswordForm({ defaultEmail, onBack }: { defaultEmail: string; onBack: (email: string) => void }) {
  const t = useTranslations("auth");
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: defaultEmail } });
  const [retryAfter, setRetryAfter] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setRetryAfter(null);
    const result = await forgotPasswordAction(values).catch(() => null);
    if (isThrottled(result)) return void setRetryAfter(result.retryAfterSeconds);
    if (!result?.ok) return void applyActionResult(form, result, "auth.forgot.error");
    setSentTo(values.email.trim());
  });

  const back = (
    <Button type="button" variant="link" className="h-auto min-h-6 justify-self-center p-0" onClick={() => onBack(form.getValues("email"))}>
      {t("forgot.back")}
    </Button>
  );

  if (sentTo !== null) {
    return (
      <div className="grid gap-4">
        <p role="status" className="rounded-lg border bg-muted/50 p-4 text-sm leading-relaxed">
          {t("forgot.sent", { email: sentTo })}
        </p>
        {back}
      </div>
    );
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t("forgot.description")}</p>
      <FormField name="email" label={t("fields.email")}>
        {(control) => (
          <Input type="email" autoComplete="email" placeholder={t("placeholders.email")} {...control} {...form.register("email")} />
        )}
      </FormField>
      <FormError />
      <ThrottleNotice retryAfterSeconds={retryAfter} />
      <SubmitButton className="w-full" pending={form.formState.isSubmitting} label={t("forgot.submit")} pendingLabel={t("forgot.submitting")} />
      {back}
    </Form>
  );
}

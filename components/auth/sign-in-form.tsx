"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { Form, FormError, FormField, SubmitButton } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { signInAction } from "@/lib/auth/actions";
import { signInSchema } from "@/lib/auth/schema";
import { isThrottled } from "@/lib/auth/throttled";
import { applyActionResult } from "@/lib/forms/errors";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { ThrottleNotice } from "./throttle-notice";

const RELOAD_DELAY_MS = 600;

export function SignInForm({ defaultEmail, onForgot }: { defaultEmail: string; onForgot: (email: string) => void }) {
  const t = useTranslations("auth");
  const [reloading, setReloading] = useState(false);
  const form = useZodForm(signInSchema, { defaultValues: { email: defaultEmail, password: "" } });
  const [retryAfter, setRetryAfter] = useState<number | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setRetryAfter(null);
    const result = await signInAction(values).catch(() => null);
    if (isThrottled(result)) return void setRetryAfter(result.retryAfterSeconds);
    if (!result?.ok) return void applyActionResult(form, result, "auth.signIn.error");
    setReloading(true);
    toast.success(t("signIn.success"), { description: t("signIn.successDescription") });
    setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <FormField name="email" label={t("fields.email")}>
        {(control) => (
          <Input type="email" autoComplete="email" placeholder={t("placeholders.email")} {...control} {...form.register("email")} />
        )}
      </FormField>
      <FormField name="password" label={t("fields.password")}>
        {(control) => <Input type="password" autoComplete="current-password" {...control} {...form.register("password")} />}
      </FormField>
      <Button type="button" variant="link" className="-mt-2 h-auto min-h-6 justify-self-end p-0 text-sm" onClick={() => onForgot(form.getValues("email"))}>
        {t("forgot.link")}
      </Button>
      <FormError />
      <ThrottleNotice retryAfterSeconds={retryAfter} />
      <SubmitButton
        className="w-full"
        pending={form.formState.isSubmitting || reloading}
        label={t("signIn.submit")}
        pendingLabel={t("signIn.submitting")}
      />
    </Form>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Form, FormField, SubmitButton } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { MAX_PASSWORD_LENGTH } from "@/lib/auth/schema";
import { isThrottled, throttleMessage } from "@/lib/auth/throttled";
import { applyActionResult } from "@/lib/forms/errors";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { changePasswordAction } from "@/lib/profile/password-actions";
import { changePasswordSchema } from "@/lib/profile/schema";
import { FormStatusAlert, type FormStatus } from "./form-status";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function PasswordForm() {
  const t = useTranslations("settings.password");
  const tThrottle = useTranslations("auth.throttle");
  const [status, setStatus] = useState<FormStatus>(null);
  const form = useZodForm(changePasswordSchema, { defaultValues: EMPTY });

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    const result = await changePasswordAction(values).catch(() => null);
    if (result?.ok) {
      form.reset(EMPTY);
      setStatus({ kind: "success", message: t("success") });
      return;
    }
    if (isThrottled(result)) {
      const { key, values } = throttleMessage(result.retryAfterSeconds);
      setStatus({ kind: "error", message: tThrottle(key, values) });
      return;
    }
    if (applyActionResult(form, result, "settings.password.error")) setStatus({ kind: "error", message: t("error") });
  });

  const fields = [
    { name: "currentPassword", label: t("current"), autoComplete: "current-password" },
    { name: "newPassword", label: t("new"), autoComplete: "new-password" },
    { name: "confirmPassword", label: t("confirm"), autoComplete: "new-password" },
  ] as const;

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-5">
      {/* Lets password managers pair the new password with the signed-in account. */}
      <input type="text" autoComplete="username" hidden readOnly />
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map(({ name, label, autoComplete }) => (
          <FormField
            key={name}
            name={name}
            label={label}
            className={name === "currentPassword" ? "sm:col-span-2 sm:max-w-[calc(50%-0.625rem)]" : undefined}
          >
            {(control) => (
              <Input
                type="password"
                autoComplete={autoComplete}
                maxLength={MAX_PASSWORD_LENGTH * 2}
                {...control}
                {...form.register(name)}
              />
            )}
          </FormField>
        ))}
      </div>
      <FormStatusAlert status={status} />
      <div className="flex justify-end">
        <SubmitButton
          className="w-full sm:w-auto"
          pending={form.formState.isSubmitting}
          label={t("submit")}
          pendingLabel={t("submitting")}
        />
      </div>
    </Form>
  );
}

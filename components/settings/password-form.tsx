"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { changePasswordAction } from "@/lib/profile/actions";
import { changePasswordSchema, PASSWORD_MAX_LENGTH, type ChangePasswordInput } from "@/lib/profile/schema";
import { FormStatusAlert, type FormStatus } from "./form-status";
import { SettingsField } from "./settings-field";
import { useFieldMessage } from "./use-field-message";

type FormValues = { currentPassword: string; newPassword: string; confirmPassword: string };
const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
const EMPTY: FormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

const resolver = zodResolver(changePasswordSchema) as unknown as Resolver<FormValues, unknown, ChangePasswordInput>;

export function PasswordForm() {
  const t = useTranslations("settings.password");
  const fieldMessage = useFieldMessage();
  const [status, setStatus] = useState<FormStatus>(null);
  const form = useForm<FormValues, unknown, ChangePasswordInput>({ resolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    const result = await changePasswordAction(values).catch(() => null);
    if (result?.ok) {
      form.reset(EMPTY);
      setStatus({ kind: "success", message: t("success") });
      return;
    }
    const fields = FIELDS.filter((field) => result?.fieldErrors?.[field]?.length);
    for (const field of fields) form.setError(field, { message: result?.fieldErrors?.[field]?.[0] }, { shouldFocus: true });
    if (fields.length === 0) setStatus({ kind: "error", message: t("error") });
  });

  const fields: { name: keyof FormValues; label: string; autoComplete: string }[] = [
    { name: "currentPassword", label: t("current"), autoComplete: "current-password" },
    { name: "newPassword", label: t("new"), autoComplete: "new-password" },
    { name: "confirmPassword", label: t("confirm"), autoComplete: "new-password" },
  ];

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {/* Lets password managers pair the new password with the signed-in account. */}
      <input type="text" autoComplete="username" hidden readOnly />
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map(({ name, label, autoComplete }) => (
          <div key={name} className={name === "currentPassword" ? "sm:col-span-2 sm:max-w-[calc(50%-0.625rem)]" : undefined}>
            <SettingsField id={`password-${name}`} label={label} error={fieldMessage(errors[name]?.message)}>
              {(describedBy) => (
                <Input
                  id={`password-${name}`}
                  type="password"
                  autoComplete={autoComplete}
                  maxLength={PASSWORD_MAX_LENGTH * 2}
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={describedBy}
                  {...form.register(name)}
                />
              )}
            </SettingsField>
          </div>
        ))}
      </div>
      <FormStatusAlert status={status} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting && <Spinner />}
          {isSubmitting ? t("submitting") : t("submit")}
        </Button>
      </div>
    </form>
  );
}

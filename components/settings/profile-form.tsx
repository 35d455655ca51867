"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { CURRENCIES, type Currency } from "@/lib/currency/currencies";
import { updateProfileAction } from "@/lib/profile/actions";
import type { Profile } from "@/lib/profile/queries";
import { NICKNAME_MAX_LENGTH, profileSchema, type ProfileInput } from "@/lib/profile/schema";
import { FormStatusAlert, type FormStatus } from "./form-status";
import { SettingsField } from "./settings-field";
import { useFieldMessage } from "./use-field-message";

type FormValues = { email: string; nickname: string; defaultCurrency: Currency };
const FIELDS = ["email", "nickname", "defaultCurrency"] as const;

const resolver = zodResolver(profileSchema) as unknown as Resolver<FormValues, unknown, ProfileInput>;

function toValues(profile: Pick<Profile, "email" | "nickname" | "defaultCurrency">): FormValues {
  return { email: profile.email ?? "", nickname: profile.nickname ?? "", defaultCurrency: profile.defaultCurrency };
}

export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useTranslations("settings");
  const fieldMessage = useFieldMessage();
  const router = useRouter();
  const [status, setStatus] = useState<FormStatus>(null);
  const form = useForm<FormValues, unknown, ProfileInput>({ resolver, defaultValues: toValues(profile) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    const result = await updateProfileAction(values).catch(() => null);
    if (!result?.ok) {
      for (const field of FIELDS) {
        const key = result?.fieldErrors?.[field]?.[0];
        if (key) form.setError(field, { message: key });
      }
      setStatus({ kind: "error", message: t("profile.updateError") });
      return;
    }
    form.reset(toValues(result.data));
    setStatus({ kind: "success", message: t("profile.updated") });
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <SettingsField
          id="profile-email"
          label={t("profile.email")}
          hint={t("profile.emailHint")}
          error={fieldMessage(errors.email?.message)}
        >
          {(describedBy) => (
            <Input
              id="profile-email"
              type="email"
              autoComplete="email"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy}
              {...form.register("email")}
            />
          )}
        </SettingsField>
        <SettingsField id="profile-nickname" label={t("profile.nickname")} error={fieldMessage(errors.nickname?.message)}>
          {(describedBy) => (
            <Input
              id="profile-nickname"
              autoComplete="nickname"
              maxLength={NICKNAME_MAX_LENGTH}
              placeholder={t("profile.nicknamePlaceholder")}
              aria-invalid={errors.nickname ? true : undefined}
              aria-describedby={describedBy}
              {...form.register("nickname")}
            />
          )}
        </SettingsField>
      </div>
      <SettingsField
        id="profile-currency"
        label={t("profile.defaultCurrency")}
        hint={t("profile.defaultCurrencyHint")}
        error={fieldMessage(errors.defaultCurrency?.message)}
      >
        {(describedBy) => (
          <div className="sm:max-w-[calc(50%-0.625rem)]">
            <NativeSelect
              id="profile-currency"
              required
              aria-invalid={errors.defaultCurrency ? true : undefined}
              aria-describedby={describedBy}
              {...form.register("defaultCurrency")}
            >
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {`${currency} · ${t(`currencies.${currency}`)}`}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </SettingsField>
      <FormStatusAlert status={status} />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting && <Spinner />}
          {isSubmitting ? t("profile.saving") : t("profile.save")}
        </Button>
      </div>
    </form>
  );
}

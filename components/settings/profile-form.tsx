"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { CurrencySelect } from "@/components/currency/currency-select";
import { Form, FormField, SubmitButton } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { applyActionResult } from "@/lib/forms/errors";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { updateProfileAction } from "@/lib/profile/actions";
import type { Account } from "@/lib/profile/account";
import type { Profile } from "@/lib/profile/queries";
import { NICKNAME_MAX_LENGTH, profileSchema } from "@/lib/profile/schema";
import { EmailForm } from "./email-form";
import { FormStatusAlert, type FormStatus } from "./form-status";

function toValues(profile: Pick<Profile, "nickname" | "defaultCurrency">) {
  return { nickname: profile.nickname ?? "", defaultCurrency: profile.defaultCurrency };
}

export function ProfileForm({ profile, account }: { profile: Profile; account: Account | null }) {
  const t = useTranslations("settings");
  const [status, setStatus] = useState<FormStatus>(null);
  const form = useZodForm(profileSchema, { defaultValues: toValues(profile) });

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    const result = await updateProfileAction(values).catch(() => null);
    if (!result?.ok) {
      applyActionResult(form, result, "settings.profile.updateError");
      setStatus({ kind: "error", message: t("profile.updateError") });
      return;
    }
    form.reset(toValues(result.data));
    setStatus({ kind: "success", message: t("profile.updated") });
  });

  return (
    <div className="grid gap-6">
      {account ? <EmailForm account={account} /> : null}
      <Form form={form} onSubmit={onSubmit} className="grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField name="nickname" label={t("profile.nickname")}>
            {(control) => (
              <Input
                autoComplete="nickname"
                maxLength={NICKNAME_MAX_LENGTH}
                placeholder={t("profile.nicknamePlaceholder")}
                {...control}
                {...form.register("nickname")}
              />
            )}
          </FormField>
          <FormField name="defaultCurrency" label={t("profile.defaultCurrency")} hint={t("profile.defaultCurrencyHint")}>
            {(control) => (
              <CurrencySelect
                {...control}
                name="defaultCurrency"
                value={form.watch("defaultCurrency")}
                onChange={(value) => form.setValue("defaultCurrency", value, { shouldDirty: true, shouldValidate: true })}
              />
            )}
          </FormField>
        </div>
        <FormStatusAlert status={status} />
        <div className="flex justify-end">
          <SubmitButton
            className="w-full sm:w-auto"
            pending={form.formState.isSubmitting}
            label={t("profile.save")}
            pendingLabel={t("profile.saving")}
          />
        </div>
      </Form>
    </div>
  );
}

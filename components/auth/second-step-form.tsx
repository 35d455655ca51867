"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { Form, FormError, FormField, SubmitButton } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { isThrottled, throttleMessage } from "@/lib/auth/throttled";
import { recoverSignInAction, verifySignInAction } from "@/lib/auth/two-factor-actions";
import { codeSchema, recoveryCodeSchema } from "@/lib/auth/two-factor-schema";
import { applyActionResult } from "@/lib/forms/errors";
import { useZodForm } from "@/lib/forms/use-zod-form";

export function SecondStepForm() {
  const [recovery, setRecovery] = useState(false);
  return <StepForm key={recovery ? "recovery" : "code"} recovery={recovery} onSwitch={() => setRecovery((current) => !current)} />;
}

function StepForm({ recovery, onSwitch }: { recovery: boolean; onSwitch: () => void }) {
  const t = useTranslations("auth");
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const [wait, setWait] = useState<string | null>(null);
  const form = useZodForm(recovery ? recoveryCodeSchema : codeSchema, { defaultValues: { code: "" } });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    const action = recovery ? recoverSignInAction : verifySignInAction;
    const result = await action({ code }).catch(() => null);
    setWait(null);
    if (isThrottled(result)) {
      const { key, values } = throttleMessage(result.retryAfterSeconds);
      return void setWait(t(`throttle.${key}`, values));
    }
    if (!result?.ok) return void applyActionResult(form, result, "auth.secondStep.error");
    setLeaving(true);
    if (recovery) toast.success(t("secondStep.recovered"), { description: t("secondStep.recoveredDescription") });
    router.replace(recovery ? "/settings#security" : "/dashboard");
    router.refresh();
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <FormField name="code" label={recovery ? t("secondStep.recoveryLabel") : t("secondStep.codeLabel")}>
        {(control) => (
          <Input
            autoFocus
            autoComplete="one-time-code"
            inputMode={recovery ? "text" : "numeric"}
            spellCheck={false}
            placeholder={recovery ? "XXXXX-XXXXX" : "123456"}
            maxLength={recovery ? 40 : 9}
            className="font-mono tracking-widest"
            {...control}
            {...form.register("code")}
          />
        )}
      </FormField>
      <FormError />
      {wait ? (
        <p role="alert" className="text-sm text-destructive">
          {wait}
        </p>
      ) : null}
      <SubmitButton
        className="w-full"
        pending={form.formState.isSubmitting || leaving}
        label={t("secondStep.submit")}
        pendingLabel={t("secondStep.submitting")}
      />
      <Button type="button" variant="link" className="justify-self-center" onClick={onSwitch}>
        {recovery ? t("secondStep.useCode") : t("secondStep.useRecovery")}
      </Button>
    </Form>
  );
}

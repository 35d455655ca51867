"use client";

import { MailCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { useWatch } from "react-hook-form";
import { toast } from "@/components/toast/toast";
import { Form, FormField, SubmitButton } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PROVIDER_NAMES } from "@/lib/auth/identity";
import { MAX_PASSWORD_LENGTH } from "@/lib/auth/schema";
import { isThrottled, throttleMessage } from "@/lib/auth/throttled";
import { applyActionResult } from "@/lib/forms/errors";
import { useZodForm } from "@/lib/forms/use-zod-form";
import type { Account } from "@/lib/profile/account";
import { changeEmailAction } from "@/lib/profile/actions";
import { changeEmailSchema } from "@/lib/profile/schema";
import { FormStatusAlert, type FormStatus } from "./form-status";

/** What the auth server adds to the settings address when it sends the browser back from a link. */
const LINK_PARAMS = ["message", "error", "error_code", "error_description", "code", "access_token", "refresh_token", "expires_at", "expires_in", "token_type", "type", "sb"];

type LinkOutcome = "otherLinkPending" | "changed" | "linkInvalid" | null;

function takeLinkOutcome(): LinkOutcome {
  const url = new URL(window.location.href);
  const fragment = new URLSearchParams(url.hash.slice(1));
  const has = (name: string) => url.searchParams.has(name) || fragment.has(name);
  const outcome: LinkOutcome = has("error_code")
    ? "linkInvalid"
    : has("message")
      ? "otherLinkPending"
      : url.searchParams.has("code") || fragment.get("type") === "email_change"
        ? "changed"
        : null;
  if (outcome) {
    for (const name of LINK_PARAMS) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
  }
  return outcome;
}

export function EmailForm({ account }: { account: Pick<Account, "email" | "pendingEmail" | "hasPassword" | "provider"> }) {
  const t = useTranslations("settings.email");
  const messages = useTranslations();
  const [pendingEmail, setPendingEmail] = useState(account.pendingEmail);
  const [status, setStatus] = useState<FormStatus>(null);
  const form = useZodForm(changeEmailSchema, { defaultValues: { email: account.email, password: "" } });
  const typed = String(useWatch({ control: form.control, name: "email" }) ?? "");
  const changing = typed.trim().toLowerCase() !== account.email.toLowerCase();

  useEffect(() => {
    const outcome = takeLinkOutcome();
    if (outcome === "otherLinkPending") toast.info(t("otherLinkPending"), { description: t("otherLinkPendingDescription") });
    else if (outcome === "changed") toast.success(t("changed"), { description: t("changedDescription", { email: account.email }) });
    else if (outcome === "linkInvalid") toast.error(t("linkInvalid"), { description: t("linkInvalidDescription") });
  }, [t, account.email]);

  if (!account.hasPassword) {
    const provider = account.provider ? PROVIDER_NAMES[account.provider] : "";
    return <ProviderEmail label={t("label")} email={account.email} hint={t("providerHint", { provider })} />;
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    const result = await changeEmailAction(values).catch(() => null);
    if (isThrottled(result)) {
      const { key, values } = throttleMessage(result.retryAfterSeconds);
      setStatus({ kind: "error", message: messages(`auth.throttle.${key}`, values) });
      return;
    }
    if (!result?.ok) {
      const message = applyActionResult(form, result, "settings.email.error");
      if (message) setStatus({ kind: "error", message: messages(message) });
      return;
    }
    setPendingEmail(result.data.pendingEmail);
    form.reset({ email: account.email, password: "" });
    toast.success(t("checkInboxes"), {
      description: t("checkInboxesDescription", { current: account.email, next: result.data.pendingEmail }),
    });
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
        <FormField name="email" label={t("label")} hint={t("hint")}>
          {(control) => <Input type="email" autoComplete="email" maxLength={254} {...control} {...form.register("email")} />}
        </FormField>
        <SubmitButton
          variant="outline"
          className="w-full sm:mt-[1.375rem] sm:w-auto"
          pending={form.formState.isSubmitting}
          label={t("change")}
          pendingLabel={t("changing")}
        />
      </div>
      {changing ? (
        <FormField name="password" label={t("password")} hint={t("passwordHint")} className="sm:max-w-[calc(50%-0.375rem)]">
          {(control) => (
            <Input type="password" autoComplete="current-password" maxLength={MAX_PASSWORD_LENGTH * 2} {...control} {...form.register("password")} />
          )}
        </FormField>
      ) : null}
      {pendingEmail ? (
        <p role="status" className="flex items-start gap-2 text-sm text-muted-foreground">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t.rich("pending", { email: pendingEmail, strong: (chunks) => <strong className="text-foreground">{chunks}</strong> })}</span>
        </p>
      ) : null}
      <FormStatusAlert status={status} />
    </Form>
  );
}

function ProviderEmail({ label, email, hint }: { label: string; email: string; hint: string }) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="email" value={email} readOnly aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

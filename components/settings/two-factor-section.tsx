"use client";

import { Download, ShieldCheck } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Form, FormError, FormField, SubmitButton } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import type { ActionResult } from "@/lib/actions/result";
import type { Enrollment, TwoFactorStatus } from "@/lib/auth/two-factor";
import {
  confirmTwoFactorAction,
  renewRecoveryCodesAction,
  startTwoFactorAction,
  turnOffTwoFactorAction,
} from "@/lib/auth/two-factor-actions";
import { codeSchema } from "@/lib/auth/two-factor-schema";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { FormStatusAlert, type FormStatus } from "./form-status";

type Step = { kind: "idle" } | { kind: "enrolling"; enrollment: Enrollment } | { kind: "codes"; codes: string[] } | { kind: "asking"; purpose: "off" | "renew" };

function CodeForm({ label, submit, onCode }: { label: string; submit: string; onCode: (code: string) => Promise<boolean> }) {
  const t = useTranslations("settings.twoFactor");
  const form = useZodForm(codeSchema, { defaultValues: { code: "" } });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    if (await onCode(code)) form.reset({ code: "" });
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_auto] sm:items-start">
      <FormField name="code" label={label}>
        {(control) => (
          <Input autoComplete="one-time-code" inputMode="numeric" placeholder="123456" maxLength={9} className="font-mono tracking-widest" {...control} {...form.register("code")} />
        )}
      </FormField>
      <SubmitButton className="sm:mt-[1.375rem]" pending={form.formState.isSubmitting} label={submit} pendingLabel={t("checking")} />
      <FormError className="sm:col-span-2" />
    </Form>
  );
}

function downloadCodes(codes: string[], heading: string) {
  const blob = new Blob([`${heading}\n\n${codes.join("\n")}\n`], { type: "text/plain;charset=utf-8" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = "subscription-manager-recovery-codes.txt";
  link.click();
  URL.revokeObjectURL(link.href);
}

export function TwoFactorSection({ status }: { status: TwoFactorStatus }) {
  const t = useTranslations("settings.twoFactor");
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [result, setResult] = useState<FormStatus>(null);
  const [starting, setStarting] = useState(false);

  if (status.kind === "unavailable") return null;

  async function start() {
    setStarting(true);
    setResult(null);
    const answer = await startTwoFactorAction({}).catch(() => null);
    setStarting(false);
    if (answer?.ok) setStep({ kind: "enrolling", enrollment: answer.data });
    else setResult({ kind: "error", message: t("error") });
  }

  /** Runs a code action; a wrong code shows under the field, anything else above. */
  function withCode<T>(action: (code: string) => Promise<ActionResult<T>>, done: (data: T) => void) {
    return async (code: string) => {
      const answer = await action(code).catch(() => null);
      if (answer?.ok) {
        done(answer.data);
        return true;
      }
      const wrong = answer && !answer.ok && answer.fieldErrors?.code !== undefined;
      setResult({ kind: "error", message: wrong ? t("wrongCode") : t("error") });
      return false;
    };
  }

  function showCodes({ codes }: { codes: string[] }) {
    setResult(null);
    setStep({ kind: "codes", codes });
  }

  const cancel = (
    <Button type="button" variant="ghost" className="justify-self-start" onClick={() => setStep({ kind: "idle" })}>
      {t("cancel")}
    </Button>
  );

  const heading = (
    <div className="flex flex-wrap items-center gap-2">
      <ShieldCheck aria-hidden="true" className="size-4 text-muted-foreground" />
      <h3 className="text-sm font-medium">{t("title")}</h3>
      <Badge variant={status.kind === "on" ? "default" : "outline"}>{status.kind === "on" ? t("on") : t("off")}</Badge>
    </div>
  );

  return (
    <div className="grid gap-4 border-t pt-5" data-testid="two-factor">
      {heading}
      {step.kind === "codes" ? (
        <div className="grid gap-3">
          <p className="text-sm">{t("codesIntro")}</p>
          <ol aria-label={t("codesLabel")} className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/40 p-3 font-mono text-sm sm:grid-cols-5">
            {step.codes.map((code) => (
              <li key={code} className="tabular-nums">
                {code}
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => downloadCodes(step.codes, t("codesFileHeading"))}>
              <Download aria-hidden="true" />
              {t("download")}
            </Button>
            <Button
              type="button"
              onClick={() => {
                setStep({ kind: "idle" });
                router.refresh();
              }}
            >
              {t("saved")}
            </Button>
          </div>
        </div>
      ) : step.kind === "enrolling" ? (
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">{t("scan")}</p>
          <div className="flex flex-wrap items-center gap-4">
            {/* The QR code is an SVG data URL from the auth server; the secret below says the same in text. */}
            <img src={step.enrollment.qrCode} alt={t("qrAlt")} width={176} height={176} className="rounded-lg border bg-white p-2" />
            <div className="grid min-w-0 gap-1">
              <p className="text-xs text-muted-foreground">{t("secretLabel")}</p>
              <code className="break-all rounded bg-muted px-2 py-1 font-mono text-sm" data-testid="two-factor-secret">
                {step.enrollment.secret}
              </code>
            </div>
          </div>
          <CodeForm
            label={t("codeLabel")}
            submit={t("confirm")}
            onCode={withCode((code) => confirmTwoFactorAction({ factorId: step.enrollment.factorId, code }), showCodes)}
          />
          {cancel}
        </div>
      ) : step.kind === "asking" ? (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">{step.purpose === "off" ? t("offIntro") : t("renewIntro")}</p>
          <CodeForm
            label={t("codeLabel")}
            submit={step.purpose === "off" ? t("turnOff") : t("renew")}
            onCode={
              step.purpose === "off"
                ? withCode((code) => turnOffTwoFactorAction({ code }), () => {
                    setStep({ kind: "idle" });
                    setResult({ kind: "success", message: t("turnedOff") });
                    router.refresh();
                  })
                : withCode((code) => renewRecoveryCodesAction({ code }), showCodes)
            }
          />
          {cancel}
        </div>
      ) : status.kind === "on" ? (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">{t("onDescription", { count: status.recoveryCodesLeft })}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => setStep({ kind: "asking", purpose: "renew" })}>
              {t("renew")}
            </Button>
            <Button type="button" variant="outline" onClick={() => setStep({ kind: "asking", purpose: "off" })}>
              {t("turnOff")}
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">{t("offDescription")}</p>
          <Button type="button" className="justify-self-start" disabled={starting} onClick={start}>
            {t("turnOn")}
          </Button>
        </div>
      )}
      <FormStatusAlert status={result} />
    </div>
  );
}

"use client";

import { CalendarClock } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { FormField, useValidationMessage } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { formatCardDate } from "@/lib/dates/date-only";
import { EARLIEST_DATE, LATEST_DATE } from "@/lib/forms/fields";
import { isOneTime } from "@/lib/subscriptions/cycle";
import { currentTermEnd, localToday, proposedEndDate, schedulePreview } from "@/lib/subscriptions/form-values";
import type { SubscriptionFormInput } from "@/lib/subscriptions/schema";
import { BillingCycleField } from "./billing-cycle-field";

/** Auto-renewing and one-time plans need no end date: it follows from the start and cycle. */
export function ScheduleFields() {
  const t = useTranslations("subscriptionForm");
  const message = useValidationMessage();
  const autoRenewId = useId();
  const form = useFormContext<SubscriptionFormInput>();
  const [startDate, endDate, cycle, autoRenew, status] = useWatch({
    control: form.control,
    name: ["startDate", "endDate", "cycle", "autoRenew", "status"],
  });
  const revalidate = { shouldValidate: form.formState.isSubmitted };
  const oneTime = isOneTime(cycle);
  const stops = !oneTime && autoRenew !== true;

  function recomputeEndDate(nextStart: string, nextCycle: string) {
    const proposed = proposedEndDate(nextStart, nextCycle);
    if (proposed) form.setValue("endDate", proposed, revalidate);
  }

  /** Turning auto-renew off ends the plan with the term it is in, not with its first one. */
  function changeAutoRenew(next: boolean) {
    form.setValue("autoRenew", next, { shouldDirty: true });
    const values = form.getValues();
    if (next) return;
    const termEnd = currentTermEnd({ ...values, autoRenew: true }, localToday());
    if (termEnd) form.setValue("endDate", termEnd, revalidate);
  }

  const preview = status === "active" ? schedulePreview({ startDate, endDate, cycle, autoRenew: autoRenew === true }, localToday()) : null;

  return (
    <>
      <FormField name="startDate" label={t("fields.startDate")} required>
        {(control) => (
          <Input
            type="date"
            min={EARLIEST_DATE}
            max={LATEST_DATE}
            {...control}
            {...form.register("startDate", {
              onChange: (event: { target: { value: string } }) => recomputeEndDate(event.target.value, form.getValues("cycle")),
            })}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="cycle"
        render={({ field, fieldState }) => (
          <BillingCycleField
            value={field.value}
            error={message(fieldState.error?.message)}
            onChange={(next) => {
              field.onChange(next);
              recomputeEndDate(form.getValues("startDate"), next);
            }}
          />
        )}
      />
      {oneTime ? null : (
        <div className="flex items-center justify-between gap-3 self-end rounded-md border px-3 py-2">
          <Label htmlFor={autoRenewId}>{t("fields.autoRenew")}</Label>
          <Switch id={autoRenewId} checked={autoRenew === true} onCheckedChange={changeAutoRenew} />
        </div>
      )}
      {stops ? (
        <FormField name="endDate" label={t("fields.endDate")} hint={t("hints.endDate")} required>
          {(control) => <Input type="date" min={EARLIEST_DATE} max={LATEST_DATE} {...control} {...form.register("endDate")} />}
        </FormField>
      ) : null}
      {preview ? (
        <p role="status" className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm sm:col-span-2">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span>{t(`schedule.${preview.kind}`, { date: formatCardDate(preview.date), days: preview.days })}</span>
        </p>
      ) : null}
    </>
  );
}

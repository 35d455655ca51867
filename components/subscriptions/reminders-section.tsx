"use client";

import { BellRing } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { FormField } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import type { ActionResult } from "@/lib/actions/result";
import { getSubscriptionReminderStatusAction } from "@/lib/reminders/settings/actions";
import { daysBetween } from "@/lib/dates/date-only";
import { formatDay } from "@/lib/dates/format-date";
import { formatLeadDaysText } from "@/lib/subscriptions/reminder-lead-days";
import type { SubscriptionReminderStatus } from "@/lib/reminders/settings/history";
import { REMINDER_MODES, type SubscriptionRemindersFormInput } from "@/lib/subscriptions/reminders-schema";
import type { ReminderKind, SubscriptionReminderOverride } from "@/lib/reminders/schedule/types";
import type { UpdateSubscriptionFormInput } from "@/lib/subscriptions/schema";

export function remindersToValues(override: SubscriptionReminderOverride | undefined, defaults: number[]): SubscriptionRemindersFormInput {
  if (!override) return { mode: "default", leadDays: formatLeadDaysText(defaults), remindToCancel: false };
  return {
    mode: !override.enabled ? "off" : override.leadDays ? "custom" : "default",
    leadDays: formatLeadDaysText(override.leadDays ?? defaults),
    remindToCancel: override.remindToCancel,
  };
}

type Status = { state: "loading" } | { state: "error" } | { state: "ready"; status: SubscriptionReminderStatus };

function ReminderLine({ kind, date, leadDays }: { kind: ReminderKind; date: string; leadDays: number }) {
  const t = useTranslations("subscriptionForm.reminders");
  const locale = useLocale();
  return <>{t(`kinds.${kind}`, { date: formatDay(date, locale, { year: true }), lead: t("lead", { days: leadDays }) })}</>;
}

/** What was sent and what is scheduled next, as saved (edits apply once saved). */
function ReminderStatus({ subscriptionId }: { subscriptionId: number }) {
  const t = useTranslations("subscriptionForm.reminders");
  const locale = useLocale();
  const listId = useId();
  const [status, setStatus] = useState<Status>({ state: "loading" });

  useEffect(() => {
    let current = true;
    getSubscriptionReminderStatusAction({ id: subscriptionId })
      .catch((): ActionResult<SubscriptionReminderStatus> => ({ ok: false }))
      .then((result) => {
        if (current) setStatus(result.ok ? { state: "ready", status: result.data } : { state: "error" });
      });
    return () => {
      current = false;
    };
  }, [subscriptionId]);

  if (status.state === "loading") return <p className="text-xs text-muted-foreground">{t("loading")}</p>;
  if (status.state === "error") return <p className="text-xs text-muted-foreground">{t("loadError")}</p>;
  const { next, history } = status.status;
  const sentAt = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  return (
    <div className="grid gap-3 text-sm sm:grid-cols-2">
      <div className="grid content-start gap-1.5">
        <h4 id={`${listId}-next`} className="text-xs font-medium text-muted-foreground">
          {t("nextTitle")}
        </h4>
        {next.length === 0 ? (
          <p className="text-muted-foreground">{t("nextNone")}</p>
        ) : (
          <ul className="grid gap-1" aria-labelledby={`${listId}-next`}>
            {next.map((item) => (
              <li key={`${item.kind}-${item.occurrenceDate}`}>
                <span className="font-medium tabular-nums">{formatDay(item.sendOn, locale, { year: true })}</span>
                {" · "}
                {/* A reminder caught up late (its lead time had passed when it was set) says how far ahead it really goes out. */}
                <ReminderLine kind={item.kind} date={item.occurrenceDate} leadDays={Math.min(item.leadDays, daysBetween(item.sendOn, item.occurrenceDate))} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="grid content-start gap-1.5">
        <h4 id={`${listId}-history`} className="text-xs font-medium text-muted-foreground">
          {t("historyTitle")}
        </h4>
        {history.length === 0 ? (
          <p className="text-muted-foreground">{t("historyNone")}</p>
        ) : (
          <ul className="grid gap-1" aria-labelledby={`${listId}-history`}>
            {history.map((item) => (
              <li key={`${item.kind}-${item.occurrenceDate}-${item.leadDays}-${item.channel}`} className="flex flex-wrap items-center gap-x-2">
                <span className="tabular-nums">{sentAt.format(new Date(item.at))}</span>
                <span className="text-muted-foreground">
                  <ReminderLine kind={item.kind} date={item.occurrenceDate} leadDays={item.leadDays} /> {t(`channels.${item.channel}`)}
                </span>
                {item.status === "sent" ? null : (
                  <Badge variant={item.status === "failed" ? "destructive" : "secondary"}>{t(`status.${item.status}`)}</Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function RemindersSection({ subscriptionId, defaultLeadDays }: { subscriptionId: number; defaultLeadDays: number[] }) {
  const t = useTranslations("subscriptionForm.reminders");
  const id = useId();
  const form = useFormContext<UpdateSubscriptionFormInput>();
  const mode = useWatch({ control: form.control, name: "reminders.mode" });

  return (
    <section className="grid gap-4 rounded-lg border p-4" aria-labelledby={`${id}-title`}>
      <div className="flex items-center gap-2">
        <BellRing aria-hidden="true" className="size-4 text-muted-foreground" />
        <h3 id={`${id}-title`} className="text-sm font-medium">
          {t("title")}
        </h3>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="reminders.mode" label={t("mode")}>
          {(control) => (
            <NativeSelect {...control} {...form.register("reminders.mode")}>
              {REMINDER_MODES.map((option) => (
                <option key={option} value={option}>
                  {t(`modes.${option}`, { days: formatLeadDaysText(defaultLeadDays) })}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {mode === "custom" ? (
          <FormField name="reminders.leadDays" label={t("leadDays")} hint={t("leadDaysHint")}>
            {(control) => <Input inputMode="numeric" autoComplete="off" {...control} {...form.register("reminders.leadDays")} />}
          </FormField>
        ) : null}
      </div>
      {mode === "off" ? null : (
        <div className="flex items-start justify-between gap-3">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-cancel`}>{t("remindToCancel")}</Label>
            <p id={`${id}-cancel-hint`} className="text-xs text-muted-foreground">
              {t("remindToCancelHint")}
            </p>
          </div>
          <Controller
            control={form.control}
            name="reminders.remindToCancel"
            render={({ field }) => (
              <Switch
                id={`${id}-cancel`}
                aria-describedby={`${id}-cancel-hint`}
                checked={field.value === true}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </div>
      )}
      <ReminderStatus subscriptionId={subscriptionId} />
    </section>
  );
}

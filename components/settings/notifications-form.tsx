"use client";

import { Send } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Controller } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Form, FormField, SubmitButton } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { SearchableSelect } from "@/components/form/searchable-select";
import { Spinner } from "@/components/ui/spinner";
import { localizedZoneLabel, zoneLabel, zoneOptions as localizedZones } from "@/lib/dates/zone-labels";
import { Switch } from "@/components/ui/switch";
import { applyActionResult } from "@/lib/forms/errors";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { isLocale, localeNames, locales, type Locale } from "@/lib/i18n/locales";
import { sendTestReminderAction, updateNotificationSettingsAction } from "@/lib/reminders/settings/actions";
import { HOURS, formatHour } from "@/lib/dates/format-date";
import { formatLeadDaysText } from "@/lib/subscriptions/reminder-lead-days";
import { AUTOMATIC, notificationSettingsSchema, type NotificationSettingsFormInput } from "@/lib/reminders/settings/schema";
import type { ReminderPreferences } from "@/lib/reminders/schedule/types";
import { FormStatusAlert, type FormStatus } from "./form-status";
import { useBrowserTimeZone, useTimeZones } from "./use-time-zones";

function toValues(preferences: ReminderPreferences, appLocale: Locale) {
  return {
    emailEnabled: preferences.emailEnabled,
    priceAlerts: preferences.priceAlerts,
    sendHour: String(preferences.sendHour),
    timeZone: preferences.timeZoneAuto ? AUTOMATIC : preferences.timeZone,
    locale: preferences.localeAuto ? AUTOMATIC : preferences.locale,
    appLocale,
    leadDays: formatLeadDaysText(preferences.leadDays),
  } satisfies NotificationSettingsFormInput;
}

function SwitchRow({ name, label, hint }: { name: "emailEnabled" | "priceAlerts"; label: string; hint: string }) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border px-4 py-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <Controller
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            aria-describedby={`${id}-hint`}
            checked={field.value === true}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            className="mt-0.5"
          />
        )}
      />
    </div>
  );
}

export function NotificationsForm({ preferences }: { preferences: ReminderPreferences }) {
  const t = useTranslations("settings.notifications");
  const locale = useLocale();
  const appLocale: Locale = isLocale(locale) ? locale : "en";
  const zones = useTimeZones();
  const browserZone = useBrowserTimeZone();
  const [status, setStatus] = useState<FormStatus>(null);
  const [testing, setTesting] = useState(false);
  const [initial] = useState(() => toValues(preferences, appLocale));
  const form = useZodForm(notificationSettingsSchema, { defaultValues: initial });
  const tPicker = useTranslations("currency.picker");
  const zoneText = (zone: string) =>
    zone === AUTOMATIC ? t("timeZoneAuto", { zone: zoneLabel(browserZone) }) : localizedZoneLabel(zone, locale);
  const savedZone = preferences.timeZoneAuto ? null : preferences.timeZone;
  const zoneOptions = savedZone && !zones.includes(savedZone) ? [savedZone, ...zones] : zones;

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    const result = await updateNotificationSettingsAction({ ...values, browserTimeZone: browserZone, appLocale }).catch(() => null);
    if (!result?.ok) {
      applyActionResult(form, result, "settings.notifications.saveError");
      setStatus({ kind: "error", message: t("saveError") });
      return;
    }
    form.reset(toValues(result.data, appLocale));
    setStatus({ kind: "success", message: t("saved") });
  });

  async function sendTest() {
    setStatus(null);
    setTesting(true);
    const result = await sendTestReminderAction({}).catch(() => null);
    setTesting(false);
    if (result?.ok) setStatus({ kind: "success", message: t("testSent") });
    else setStatus({ kind: "error", message: t(result?.formError === "settings.notifications.testRateLimited" ? "testRateLimited" : "testFailed") });
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-3">
        <SwitchRow name="emailEnabled" label={t("emailEnabled")} hint={t("emailEnabledHint")} />
        <SwitchRow name="priceAlerts" label={t("priceAlerts")} hint={t("priceAlertsHint")} />
      </div>
      {/* The saved values are also the elements' defaults, so the page shows them before it hydrates. */}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField name="leadDays" label={t("leadDays")} hint={t("leadDaysHint")} className="sm:col-span-2">
          {(control) => (
            <div className="sm:max-w-[calc(50%-0.625rem)]">
              <Input
                inputMode="numeric"
                autoComplete="off"
                placeholder="14, 3, 0"
                defaultValue={initial.leadDays}
                {...control}
                {...form.register("leadDays")}
              />
            </div>
          )}
        </FormField>
        <FormField name="sendHour" label={t("sendHour")}>
          {(control) => (
            <NativeSelect defaultValue={initial.sendHour} {...control} {...form.register("sendHour")}>
              {HOURS.map((hour) => (
                <option key={hour} value={String(hour)}>
                  {formatHour(hour, locale)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField name="timeZone" label={t("timeZone")}>
          {(control) => (
            <SearchableSelect
              {...control}
              name="timeZone"
              value={form.watch("timeZone")}
              selectedLabel={zoneText(form.watch("timeZone"))}
              getOptions={() => [{ value: AUTOMATIC, label: zoneText(AUTOMATIC) }, ...localizedZones(zoneOptions, locale)]}
              onChange={(value) => form.setValue("timeZone", value, { shouldDirty: true })}
              placeholder={tPicker("zonePlaceholder")}
            />
          )}
        </FormField>
        <FormField name="locale" label={t("locale")}>
          {(control) => (
            <NativeSelect defaultValue={initial.locale} {...control} {...form.register("locale")}>
              <option value={AUTOMATIC}>{t("localeAuto", { language: localeNames[appLocale] })}</option>
              {locales.map((option) => (
                <option key={option} value={option} lang={option}>
                  {localeNames[option]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormStatusAlert status={status} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={sendTest} disabled={testing} className="w-full sm:w-auto">
          {testing ? <Spinner /> : <Send aria-hidden="true" />}
          {testing ? t("testing") : t("test")}
        </Button>
        <SubmitButton className="w-full sm:w-auto" pending={form.formState.isSubmitting} label={t("save")} pendingLabel={t("saving")} />
      </div>
    </Form>
  );
}

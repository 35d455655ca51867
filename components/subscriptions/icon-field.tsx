"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Controller, useFormContext, useFormState, useWatch } from "react-hook-form";
import { FormField } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { isBrandIcon } from "@/lib/subscriptions/icon-url";
import type { SubscriptionFormInput } from "@/lib/subscriptions/schema";
import { SubscriptionIcon } from "./subscription-icon";

/** A bundled brand icon's internal path is never shown as if it were a link. */
export function IconField({ onTyped }: { onTyped: (typed: boolean) => void }) {
  const t = useTranslations("subscriptionForm");
  const form = useFormContext<SubscriptionFormInput>();
  const [name, brand, iconUrl] = useWatch({ control: form.control, name: ["name", "brand", "iconUrl"] });
  const { errors } = useFormState({ control: form.control, name: "iconUrl" });
  const [open, setOpen] = useState(() => (iconUrl ?? "").trim() !== "" && !isBrandIcon(iconUrl));
  const source = isBrandIcon(iconUrl) ? "brand" : (iconUrl ?? "").trim() !== "" ? "link" : "initial";

  return (
    <div className="grid gap-2 sm:col-span-2">
      {/* The link goes under the text when both do not fit on one line. */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <SubscriptionIcon name={name || brand || ""} iconUrl={iconUrl} size="md" />
        <p className="min-w-0 flex-[1_1_10rem] text-sm text-muted-foreground">{t(`icon.${source}`)}</p>
        <button
          type="button"
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
          aria-expanded={open || errors.iconUrl !== undefined}
          onClick={() => setOpen((was) => !was)}
        >
          {t("icon.useLink")}
        </button>
      </div>
      {open || errors.iconUrl ? (
        <FormField name="iconUrl" label={t("fields.iconUrl")} hint={t("icon.hint")}>
          {(control) => (
            <Controller
              control={form.control}
              name="iconUrl"
              render={({ field }) => (
                <Input
                  {...control}
                  ref={field.ref}
                  name={field.name}
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://"
                  value={isBrandIcon(field.value) ? "" : (field.value ?? "")}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    field.onChange(event.target.value);
                    onTyped(event.target.value.trim() !== "");
                  }}
                />
              )}
            />
          )}
        </FormField>
      ) : null}
    </div>
  );
}

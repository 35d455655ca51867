"use client";

import { Languages } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { isLocale, localeNames, locales, type Locale } from "@/lib/i18n/locales";
import { saveLocale, urlForLocale } from "@/lib/i18n/client";

export function LanguageDropdown() {
  const t = useTranslations("language");
  const current = useLocale() as Locale;

  function choose(value: string) {
    if (!isLocale(value) || value === current) return;
    saveLocale(value);
    // A full load renders every server component, <html lang> included, in the new language.
    window.location.assign(urlForLocale(window.location.href, value));
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${t("label")}: ${localeNames[current]}`}>
          <Languages aria-hidden="true" />
          <span className="hidden sm:inline">{localeNames[current]}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{t("label")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={current} onValueChange={choose}>
          {locales.map((locale) => (
            <DropdownMenuRadioItem key={locale} value={locale} lang={locale}>
              {localeNames[locale]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

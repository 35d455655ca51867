"use client";

import { NextIntlClientProvider } from "next-intl";
import { LanguageDropdown } from "@/components/layout/language-dropdown";
import type { IslandIntl } from "@/lib/i18n/island";

export function LanguageMenu({ intl }: { intl: IslandIntl }) {
  return (
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone="UTC">
      <LanguageDropdown />
    </NextIntlClientProvider>
  );
}

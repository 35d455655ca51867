"use client";

import { NextIntlClientProvider } from "next-intl";
import { LanguageSelector } from "@/components/layout/language-selector";
import type { IslandIntl } from "@/lib/i18n/island";

/** The real language menu with its own translations, loaded when the landing page's is opened. */
export function LanguageMenu({ intl }: { intl: IslandIntl }) {
  return (
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone="UTC">
      <LanguageSelector />
    </NextIntlClientProvider>
  );
}

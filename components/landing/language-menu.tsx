"use client";

import { NextIntlClientProvider } from "next-intl";
import { LanguageDropdown } from "@/components/layout/language-dropdown";
import type { IslandIntl } from "@/lib/i18n/island";

/** The real language menu with its own translations, loaded when the landing page's is opened. */
export function LanguageMenu({ intl }: { intl: IslandIntl }) {
  return (
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone="UTC">
      <LanguageDropdown />
    </NextIntlClientProvider>
  );
}

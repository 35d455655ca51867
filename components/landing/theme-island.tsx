"use client";

import { NextIntlClientProvider } from "next-intl";
import { ThemeMenu } from "@/components/theme/theme-menu";
import type { IslandIntl } from "@/lib/i18n/island";

/** The theme menu with its own translations, loaded when the landing page's is opened. */
export function ThemeIsland({ intl }: { intl: IslandIntl }) {
  return (
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone="UTC">
      <ThemeMenu />
    </NextIntlClientProvider>
  );
}

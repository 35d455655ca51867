"use client";

import { NextIntlClientProvider } from "next-intl";
import { ThemeMenu } from "@/components/theme/theme-menu";
import type { IslandIntl } from "@/lib/i18n/island";

export function ThemeIsland({ intl }: { intl: IslandIntl }) {
  return (
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone="UTC">
      <ThemeMenu />
    </NextIntlClientProvider>
  );
}

"use client";

import { useEffect } from "react";
import { LOCALE_QUERY_PARAM, isLocale } from "@/lib/i18n/locales";
import { saveLocale, savedLocale } from "@/lib/i18n/client";

/**
 * A `?lang=` visit becomes the saved choice; a saved choice the server did not see (cookie cleared)
 * wins over the browser language with one reload.
 */
export function LocaleSync({ locale }: { locale: string }) {
  useEffect(() => {
    const query = new URLSearchParams(window.location.search).get(LOCALE_QUERY_PARAM);
    const saved = savedLocale();
    if (query && isLocale(locale)) {
      if (saved !== locale) saveLocale(locale);
      return;
    }
    if (isLocale(saved) && saved !== locale) {
      saveLocale(saved);
      window.location.reload();
    }
  }, [locale]);
  return null;
}

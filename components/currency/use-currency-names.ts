"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";
import type { Currency } from "@/lib/currency/currencies";

/** Each currency's name in the page's language, from the browser's own list (Intl.DisplayNames). */
export function useCurrencyNames(): (code: Currency) => string {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "currency", fallback: "code" });
    return (code: Currency) => names.of(code) ?? code;
  }, [locale]);
}

"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";
import type { Currency } from "@/lib/currency/currencies";

export function useCurrencyNames(): (code: Currency) => string {
  const locale = useLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "currency", fallback: "code" });
    return (code: Currency) => names.of(code) ?? code;
  }, [locale]);
}

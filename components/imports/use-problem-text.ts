"use client";

import { useTranslations } from "next-intl";

/** Translates a problem found in a file: a key of the `validation` messages and its values. */
export function useProblemText() {
  const t = useTranslations("validation");
  return ({ key, values }: { key: string; values?: Record<string, string | number> }) =>
    t.has(key) ? t(key, values) : t("invalidValue");
}

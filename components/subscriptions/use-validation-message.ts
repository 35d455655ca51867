"use client";

import { useTranslations } from "next-intl";
import type { FieldError } from "react-hook-form";

/** Schema messages are bare keys of the `validation` namespace (e.g. "required"). */
export function useValidationMessage() {
  const t = useTranslations("validation");
  return (error: Pick<FieldError, "message"> | undefined): string | undefined => {
    const key = error?.message;
    if (!key) return undefined;
    return t.has(key) ? t(key) : t("invalidValue");
  };
}

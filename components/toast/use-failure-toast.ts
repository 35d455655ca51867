"use client";

import { useTranslations } from "next-intl";
import { toast } from "./toast";

/**
 * `reason` is a message key ("Please try again." by default); null means every problem already shows
 * under its field, and nothing is toasted.
 */
export function useFailureToast() {
  const t = useTranslations();
  return (title: string, reason: string | null = "common.tryAgain") => {
    if (reason === null) return;
    toast.error(t(title), { description: t(reason === title ? "common.tryAgain" : reason) });
  };
}

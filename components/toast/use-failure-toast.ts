"use client";

import { useTranslations } from "next-intl";
import { toast } from "./toast";

/**
 * The toast for a write that failed as a whole: `title` names what failed and the description
 * gives the reason (a message key), "Please try again." when there is none beyond the title. A null
 * reason means every problem already shows under its own field, and nothing is toasted.
 */
export function useFailureToast() {
  const t = useTranslations();
  return (title: string, reason: string | null = "common.tryAgain") => {
    if (reason === null) return;
    toast.error(t(title), { description: t(reason === title ? "common.tryAgain" : reason) });
  };
}

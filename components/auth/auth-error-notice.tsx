"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { toast } from "sonner";

export const AUTH_ERROR_PARAM = "auth_error";
const MESSAGES = { invalid_code: "invalidCode", provider: "providerError" } as const;

/** Explains, once, why /auth/callback sent the visitor back here, then tidies the URL. */
export function AuthErrorNotice() {
  const t = useTranslations("auth.callback");
  const reason = useSearchParams().get(AUTH_ERROR_PARAM);

  useEffect(() => {
    if (!reason) return;
    const key = MESSAGES[reason as keyof typeof MESSAGES] ?? MESSAGES.invalid_code;
    toast.error(t("failedTitle"), { description: t(key), duration: 8000 });
    const url = new URL(window.location.href);
    url.searchParams.delete(AUTH_ERROR_PARAM);
    window.history.replaceState(null, "", url);
  }, [reason, t]);

  return null;
}

"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { toast } from "sonner";

export const AUTH_ERROR_PARAM = "auth_error";
const NOTICES = {
  invalid_code: { title: "failedTitle", description: "invalidCode" },
  provider: { title: "failedTitle", description: "providerError" },
  account_deleted: { title: "accountDeletedTitle", description: "accountDeleted" },
} as const;

/** Explains, once, why /auth/callback sent the visitor back here, then tidies the URL. */
export function AuthErrorNotice() {
  const t = useTranslations("auth.callback");
  const reason = useSearchParams().get(AUTH_ERROR_PARAM);

  useEffect(() => {
    if (!reason) return;
    const notice = NOTICES[reason as keyof typeof NOTICES] ?? NOTICES.invalid_code;
    toast.error(t(notice.title), { description: t(notice.description), duration: 8000 });
    const url = new URL(window.location.href);
    url.searchParams.delete(AUTH_ERROR_PARAM);
    window.history.replaceState(null, "", url);
  }, [reason, t]);

  return null;
}

"use client";

import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { requestToaster } from "@/components/layout/toaster-gate";

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
    const title = t(notice.title);
    const description = t(notice.description);
    // sonner loads with the toaster, only when there is something to say.
    void Promise.all([import("sonner"), requestToaster()]).then(([{ toast }]) =>
      toast.error(title, { description, duration: 8000 }),
    );
    const url = new URL(window.location.href);
    url.searchParams.delete(AUTH_ERROR_PARAM);
    window.history.replaceState(null, "", url);
  }, [reason, t]);

  return null;
}

"use client";

import { useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { requestToaster } from "@/components/toast/toaster-gate";
import { AUTH_ERROR_PARAM, type AuthErrorNotices, type AuthErrorReason } from "@/lib/auth/errors";

/** Says once why /auth/callback sent the visitor back, then tidies the URL. The texts come translated from the server. */
export function AuthErrorNotice({ notices }: { notices: AuthErrorNotices }) {
  const reason = useSearchParams().get(AUTH_ERROR_PARAM);

  useEffect(() => {
    if (!reason) return;
    const { title, description, good } = notices[reason as AuthErrorReason] ?? notices.invalid_code;
    // sonner loads with the toaster, only when there is something to say.
    void Promise.all([import("sonner"), requestToaster()]).then(([{ toast }]) =>
      (good ? toast.success : toast.error)(title, { description, duration: 8000 }),
    );
    const url = new URL(window.location.href);
    url.searchParams.delete(AUTH_ERROR_PARAM);
    window.history.replaceState(null, "", url);
  }, [reason, notices]);

  return null;
}

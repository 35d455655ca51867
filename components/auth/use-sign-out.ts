"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { signOutAction } from "@/lib/auth/actions";

const LOGOUT_REDIRECT_DELAY_MS = 500;

/** Signs out with the spec's toasts, then goes to / after 500 ms. */
export function useSignOut() {
  const t = useTranslations("logout");
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    if (signingOut) return;
    setSigningOut(true);
    const result = await signOutAction(undefined).catch(() => null);
    if (!result?.ok) {
      setSigningOut(false);
      toast.error(t("error"), { description: t("errorDescription") });
      return;
    }
    toast.success(t("success"), { description: t("successDescription") });
    setTimeout(() => window.location.assign("/"), LOGOUT_REDIRECT_DELAY_MS);
  }

  return { signingOut, signOut };
}

"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast, toasterReady } from "@/components/toast/toast";
import { loadClient } from "@/lib/supabase/load-client";
import { loadPage } from "@/lib/load-page";
import { forgetOfflineCopy } from "@/lib/offline/copy";
import { forgetPushOnThisBrowser } from "@/lib/push/browser";

const LOGOUT_REDIRECT_DELAY_MS = 500;

/**
 * Signs out in the browser: a server action that clears cookies re-renders the page at once, and
 * that signed-out render would redirect before the toast and the planned navigation.
 */
export function useSignOut() {
  const t = useTranslations("logout");
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    if (signingOut) return;
    setSigningOut(true);
    const { error } = await loadClient()
      .then(async (supabase) => {
        await forgetPushOnThisBrowser(supabase);
        return supabase.auth.signOut();
      })
      .catch((cause: Error) => ({ error: cause }));
    if (error) {
      setSigningOut(false);
      toast.error(t("error"), { description: t("errorDescription") });
      return;
    }
    toast.success(t("success"), { description: t("successDescription") });
    // A shared computer must not show this user's dashboard offline once they have signed out:
    // the copy is gone before the page is, and the toast is on screen for the whole delay.
    const shown = toasterReady().then(() => new Promise((resolve) => setTimeout(resolve, LOGOUT_REDIRECT_DELAY_MS)));
    await Promise.all([forgetOfflineCopy(), shown]);
    loadPage("/");
  }

  return { signingOut, signOut };
}

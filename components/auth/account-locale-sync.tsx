"use client";

import { useLocale } from "next-intl";
import { useEffect } from "react";
import { isLocale } from "@/lib/i18n/locales";
import { loadClient } from "@/lib/supabase/load-client";

const SYNCED_KEY = "subscription-manager.account-locale";

/**
 * Keeps the account's saved language (used by the auth emails) in step with the app's. In the browser:
 * a server action that rewrites the session cookies makes Next re-render the whole page.
 */
export function AccountLocaleSync({ email }: { email: string }) {
  const locale = useLocale();
  useEffect(() => {
    const marker = `${email}:${locale}`;
    try {
      if (!email || !isLocale(locale) || window.localStorage.getItem(SYNCED_KEY) === marker) return;
    } catch {
      return;
    }
    void loadClient()
      .then(async (supabase) => {
        const { data } = await supabase.auth.getUser();
        if (!data.user || data.user.email !== email) return;
        if (data.user.user_metadata.locale !== locale) {
          const { error } = await supabase.auth.updateUser({ data: { locale } });
          if (error) return;
        }
        window.localStorage.setItem(SYNCED_KEY, marker);
      })
      .catch(() => undefined);
  }, [email, locale]);
  return null;
}

import "server-only";
import { getTranslations } from "next-intl/server";
import { contactEmail } from "@/lib/env";
import type { AuthErrorNotices } from "./errors";

export async function authErrorNotices(locale: string): Promise<AuthErrorNotices> {
  const t = await getTranslations({ locale, namespace: "auth.callback" });
  return {
    invalid_code: { title: t("failedTitle"), description: t("invalidCode") },
    provider: { title: t("failedTitle"), description: t("providerError") },
    account_deleted: { title: t("accountDeletedTitle"), description: t("accountDeleted", { email: contactEmail() }) },
    email_confirmed: { title: t("emailConfirmedTitle"), description: t("emailConfirmedElsewhere"), good: true },
    other_browser: { title: t("failedTitle"), description: t("resetOtherBrowser") },
  };
}

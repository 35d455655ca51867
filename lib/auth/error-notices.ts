import "server-only";
import { getTranslations } from "next-intl/server";
import { contactEmail } from "@/lib/env";
import type { AuthErrorNotices } from "./errors";

/** The translated texts of the notices /auth/callback and /auth/account-closed can ask for. */
export async function authErrorNotices(locale: string): Promise<AuthErrorNotices> {
  const t = await getTranslations({ locale, namespace: "auth.callback" });
  return {
    invalid_code: { title: t("failedTitle"), description: t("invalidCode") },
    provider: { title: t("failedTitle"), description: t("providerError") },
    account_deleted: { title: t("accountDeletedTitle"), description: t("accountDeleted", { email: contactEmail() }) },
  };
}

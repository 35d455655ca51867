import { getTranslations } from "next-intl/server";
import { AuthDialogTrigger } from "./auth-dialog-trigger";

/** The header's Sign in and Join buttons. */
export async function AuthButtons() {
  const t = await getTranslations("header");
  return (
    <>
      <AuthDialogTrigger tab="signIn" variant="ghost" size="sm">
        {t("signIn")}
      </AuthDialogTrigger>
      <AuthDialogTrigger tab="signUp" size="sm">
        {t("join")}
      </AuthDialogTrigger>
    </>
  );
}

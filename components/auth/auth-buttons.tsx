import { getTranslations } from "next-intl/server";
import { AuthTrigger } from "./auth-trigger";

export async function AuthButtons() {
  const t = await getTranslations("header");
  return (
    <>
      <AuthTrigger tab="signIn" variant="ghost" size="sm">
        {t("signIn")}
      </AuthTrigger>
      <AuthTrigger tab="signUp" size="sm">
        {t("join")}
      </AuthTrigger>
    </>
  );
}

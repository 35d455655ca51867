import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { AppHeader } from "@/components/layout/app-header";
import { LocaleSync } from "@/components/layout/locale-sync";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { authErrorPath } from "@/lib/auth/errors";
import { identityOf } from "@/lib/auth/identity";
import { isRecoverySession } from "@/lib/auth/recovery";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { createClient } from "@/lib/supabase/server";

export async function generateMetadata({ params }: PageProps<"/[locale]/reset-password">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale, namespace: "auth.reset" });
  return { title: t("title"), robots: { index: false } };
}

export default async function ResetPasswordPage({ params }: PageProps<"/[locale]/reset-password">) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const supabase = await createClient();
  const { data } = await supabase.auth.getClaims();
  const claims = data?.claims;
  if (!claims) redirect(authErrorPath("invalid_code"));
  if (!isRecoverySession(claims)) redirect("/settings#security");
  const t = await getTranslations("auth.reset");
  const identity = identityOf(claims);
  const { email } = identity;

  return (
    <>
      <AppHeader user={identity} />
      <main className="mx-auto grid max-w-md gap-6 px-4 py-10 sm:px-6">
        <Card className="gap-5 py-6">
          <CardHeader className="px-5 sm:px-6">
            <CardTitle>
              <h1 className="text-xl font-semibold">{t("title")}</h1>
            </CardTitle>
            <CardDescription>{t("description", { email })}</CardDescription>
          </CardHeader>
          <CardContent className="px-5 sm:px-6">
            <ResetPasswordForm email={email} />
          </CardContent>
        </Card>
      </main>
      <LocaleSync locale={locale} />
    </>
  );
}

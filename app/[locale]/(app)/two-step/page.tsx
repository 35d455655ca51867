import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SecondStepForm } from "@/components/auth/second-step-form";
import { AppHeader } from "@/components/layout/app-header";
import { LocaleSync } from "@/components/layout/locale-sync";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getCurrentUser } from "@/lib/auth/queries";
import { needsSecondStep } from "@/lib/auth/two-factor";
import { defaultLocale, isLocale } from "@/lib/i18n/locales";
import { createClient } from "@/lib/supabase/server";

export async function generateMetadata({ params }: PageProps<"/[locale]/two-step">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale, namespace: "auth.secondStep" });
  return { title: t("title"), robots: { index: false } };
}

export default async function TwoStepPage({ params }: PageProps<"/[locale]/two-step">) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const supabase = await createClient();
  const user = await getCurrentUser(supabase);
  if (!user) redirect("/");
  if (!(await needsSecondStep(supabase))) redirect("/dashboard");
  const t = await getTranslations("auth.secondStep");

  return (
    <>
      <AppHeader user={user} />
      <main className="mx-auto grid max-w-md gap-6 px-4 py-10 sm:px-6">
        <Card className="gap-5 py-6">
          <CardHeader className="px-5 sm:px-6">
            <CardTitle>
              <h1 className="text-xl font-semibold">{t("title")}</h1>
            </CardTitle>
            <CardDescription>{t("description")}</CardDescription>
          </CardHeader>
          <CardContent className="px-5 sm:px-6">
            <SecondStepForm />
          </CardContent>
        </Card>
      </main>
      <LocaleSync locale={locale} />
    </>
  );
}

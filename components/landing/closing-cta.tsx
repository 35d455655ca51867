import { getTranslations } from "next-intl/server";
import { AuthTrigger } from "@/components/auth/auth-trigger";
import { Phrased } from "./phrased";

export async function ClosingCta() {
  const t = await getTranslations("landing.cta");
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-28">
      <div className="relative mx-auto max-w-4xl overflow-hidden rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-lg sm:px-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_80%_at_50%_0%,rgb(255_255_255/0.18),transparent)]"
        />
        <h2 id="cta-title" className="landing-display relative text-3xl font-semibold text-balance sm:text-[2.75rem] sm:leading-[1.1]">
          <Phrased text={t("title")} />
        </h2>
        <p className="relative mt-4 text-lg opacity-90">{t("subtitle")}</p>
        <AuthTrigger tab="signUp" size="lg" variant="secondary" className="relative mt-8">
          {t("button")}
        </AuthTrigger>
      </div>
    </section>
  );
}

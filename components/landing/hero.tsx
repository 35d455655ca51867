import { ArrowDown } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button-variants";
import { DashboardPreview } from "./dashboard-preview";
import { AuthTrigger } from "@/components/auth/auth-trigger";
import { Phrased } from "./phrased";

export async function Hero() {
  const t = await getTranslations("landing.hero");
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(50%_60%_at_50%_0%,color-mix(in_oklch,var(--primary)_16%,transparent),transparent)]"
      />
      <div aria-hidden="true" className="landing-ledger pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem]" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pb-28">
        <div>
          <p className="inline-flex rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs">
            {t("eyebrow")}
          </p>
          <h1
            id="hero-title"
            className="landing-display mt-6 text-[2.5rem] leading-[1.08] font-semibold text-balance sm:text-6xl lg:text-[4.25rem]"
          >
            <Phrased text={t("title")} />
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground">{t("subtitle")}</p>
          <div className="mt-10 flex flex-wrap items-center gap-3">
            <AuthTrigger tab="signUp" size="lg">{t("cta")}</AuthTrigger>
            <a href="#features" className={buttonVariants({ variant: "outline", size: "lg" })}>
              {t("secondary")}
              <ArrowDown aria-hidden="true" />
            </a>
          </div>
        </div>
        <DashboardPreview />
      </div>
    </section>
  );
}

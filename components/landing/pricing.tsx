import { Check } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AuthTrigger } from "@/components/auth/auth-trigger";
import { SectionHeading } from "./section-heading";

const INCLUDES = ["unlimited", "currencies", "renewals", "sync"] as const;

export async function Pricing() {
  const t = await getTranslations("landing.pricing");
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-muted/40 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="pricing-title" title={t("title")} subtitle={t("subtitle")} />
        <article
          aria-labelledby="pricing-plan"
          className="mx-auto mt-12 max-w-md rounded-2xl border bg-card p-8 shadow-sm ring-1 ring-primary/10"
        >
          <h3 id="pricing-plan" className="text-sm font-semibold tracking-wide text-primary uppercase">
            {t("plan")}
          </h3>
          <p className="mt-4 flex items-baseline gap-2">
            <span className="text-5xl font-semibold tracking-tight">{t("price")}</span>
            <span className="text-muted-foreground">{t("period")}</span>
          </p>
          <ul className="mt-8 space-y-3">
            {INCLUDES.map((item) => (
              <li key={item} className="flex gap-3 text-sm">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {t(`includes.${item}`)}
              </li>
            ))}
          </ul>
          <AuthTrigger tab="signUp" size="lg" className="mt-8 w-full">{t("cta")}</AuthTrigger>
        </article>
      </div>
    </section>
  );
}

import { ChevronDown } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { FAQ_ITEMS } from "@/lib/seo/faq";
import { SectionHeading } from "./section-heading";

/** Native disclosure widgets: keyboard and screen-reader support with no JavaScript. */
export async function Faq() {
  const t = await getTranslations("landing.faq");
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 py-20 sm:py-28">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-title" title={t("title")} />
        <div className="mt-12 divide-y rounded-xl border bg-card shadow-xs">
          {FAQ_ITEMS.map((item) => (
            <details key={item} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
                {t(`items.${item}.question`)}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-muted-foreground">{t(`items.${item}.answer`)}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

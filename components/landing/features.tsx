import { BellRing, Coins, LayoutList, ShieldCheck, type LucideIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Phrased } from "./phrased";
import { SectionHeading } from "./section-heading";

const FEATURES: { key: "track" | "price" | "renew" | "security"; icon: LucideIcon }[] = [
  { key: "track", icon: LayoutList },
  { key: "price", icon: Coins },
  { key: "renew", icon: BellRing },
  { key: "security", icon: ShieldCheck },
];

export async function Features() {
  const t = await getTranslations("landing.features");
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features-title" title={t("title")} subtitle={t("subtitle")} />
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="landing-reveal flex flex-col rounded-2xl border bg-card p-6 shadow-xs">
              <span className="grid size-11 place-items-center rounded-xl bg-accent text-accent-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">
                <Phrased text={t(`${key}.title`)} />
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(`${key}.description`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { getTranslations } from "next-intl/server";

export async function LandingNav() {
  const t = await getTranslations("landing.nav");
  return (
    <nav aria-label={t("label")} className="ml-2 hidden items-center gap-1 md:flex">
      {(["features", "faq"] as const).map((section) => (
        <a
          key={section}
          href={`#${section}`}
          className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        >
          {t(section)}
        </a>
      ))}
    </nav>
  );
}

import { getTranslations } from "next-intl/server";
import { LEGAL_PAGES } from "@/components/legal/legal-links";

export async function AppFooter() {
  const t = await getTranslations("legal.links");
  return (
    <footer className="mx-auto w-full max-w-6xl px-4 pt-4 pb-8 sm:px-6">
      <nav aria-label={t("heading")} className="border-t pt-4">
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-xs text-muted-foreground">
          {LEGAL_PAGES.map((page) => (
            <li key={page}>
              {/* A plain link: the trust pages sit outside the signed-in app. */}
              <a href={`/${page}`} className="underline-offset-4 transition-colors hover:text-foreground hover:underline">
                {t(page)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}

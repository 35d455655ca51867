import { CalendarClock } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { LandingNav } from "./landing-nav";
import { islandIntl } from "@/lib/i18n/island";
import { LazyLanguageSelector } from "./lazy-language-selector";
import { LazyThemeMenu } from "./lazy-theme-menu";

export async function LandingHeader({ children }: { children: ReactNode }) {
  const t = await getTranslations("common");
  // Opaque instead of a translucent backdrop blur, which would cost the first paint a compositing pass.
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no prefetch of "/", which only the proxy resolves */}
        <a href="/" className="flex items-center gap-2 rounded-md font-semibold tracking-tight">
          <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground">
            <CalendarClock aria-hidden="true" className="size-4" />
          </span>
          <span className="sr-only sm:not-sr-only">{t("appName")}</span>
        </a>
        <LandingNav />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LazyLanguageSelector label={(await getTranslations("language"))("label")} intl={await islandIntl(["language"])} />
          <LazyThemeMenu label={(await getTranslations("theme"))("label")} intl={await islandIntl(["theme"])} />
          {children}
        </div>
      </div>
    </header>
  );
}

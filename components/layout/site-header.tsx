import { CalendarClock } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type * as React from "react";
import { LanguageSelector } from "./language-selector";

export async function SiteHeader({ children, nav }: { children?: React.ReactNode; nav?: React.ReactNode }) {
  const t = await getTranslations("common");
  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 font-semibold tracking-tight">
          <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground">
            <CalendarClock aria-hidden="true" className="size-4" />
          </span>
          <span className="sr-only sm:not-sr-only">{t("appName")}</span>
        </Link>
        {nav}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSelector />
          {children}
        </div>
      </div>
    </header>
  );
}

"use client";

import { Languages } from "lucide-react";
import { lazy } from "react";
import { LazyMenu } from "@/components/controls/lazy-menu";
import { buttonVariants } from "@/components/ui/button-variants";
import type { IslandIntl } from "@/lib/i18n/island";
import { localeNames, type Locale } from "@/lib/i18n/locales";

const load = () => import("./language-menu");
const LanguageMenu = lazy(() => load().then((module) => ({ default: module.LanguageMenu })));

export function LazyLanguageSelector({ label, intl }: { label: string; intl: IslandIntl }) {
  const current = intl.locale as Locale;
  return (
    <LazyMenu
      load={load}
      placeholder={(trigger) => (
        <button type="button" className={buttonVariants({ variant: "ghost", size: "sm" })} aria-label={`${label}: ${localeNames[current]}`} {...trigger}>
          <Languages aria-hidden="true" />
          <span className="hidden sm:inline">{localeNames[current]}</span>
        </button>
      )}
    >
      <LanguageMenu intl={intl} />
    </LazyMenu>
  );
}

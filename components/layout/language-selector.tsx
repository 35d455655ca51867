"use client";

import { Languages } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { lazy } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { LazyMenu } from "@/components/controls/lazy-menu";
import { localeNames, type Locale } from "@/lib/i18n/locales";

const load = () => import("./language-dropdown");
const LanguageDropdown = lazy(() => load().then((module) => ({ default: module.LanguageDropdown })));

export function LanguageSelector() {
  const t = useTranslations("language");
  const current = useLocale() as Locale;
  return (
    <LazyMenu
      load={load}
      placeholder={(trigger) => (
        <button
          type="button"
          className={buttonVariants({ variant: "ghost", size: "sm" })}
          aria-label={`${t("label")}: ${localeNames[current]}`}
          {...trigger}
        >
          <Languages aria-hidden="true" />
          <span className="hidden sm:inline">{localeNames[current]}</span>
        </button>
      )}
    >
      <LanguageDropdown />
    </LazyMenu>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { FullPageSpinner } from "./full-page-spinner";

// A client component on purpose: Next renders this fallback before the layout has set the request
// locale, and a server-side lookup here would fix the whole request's messages to the default language.
export function PageLoading() {
  const t = useTranslations("common");
  return <FullPageSpinner label={t("loading")} />;
}

"use client";

import { TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { loadPage } from "@/lib/load-page";

export function ErrorScreen({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations("errorPage");
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main role="alert" className="grid min-h-dvh place-items-center px-6 py-24">
      <div className="max-w-md text-center">
        <TriangleAlert aria-hidden="true" className="mx-auto size-12 text-destructive" />
        <h1 className="mt-4 text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="mt-3 text-muted-foreground">{t("subtitle")}</p>
        {/* A full reload at / clears whatever state broke the page. */}
        <button type="button" className={buttonVariants({ className: "mt-8" })} onClick={() => loadPage("/")}>
          {t("backHome")}
        </button>
      </div>
    </main>
  );
}

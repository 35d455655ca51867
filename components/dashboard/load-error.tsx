import { CloudOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { RetryButton } from "./retry-button";

export function LoadError() {
  const t = useTranslations("dashboard.loadError");
  return (
    <section
      role="alert"
      className="mx-auto mt-8 flex max-w-lg flex-col items-center rounded-2xl border border-destructive/30 bg-destructive/5 px-6 py-12 text-center"
    >
      <CloudOff aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="mt-4 text-xl font-semibold">{t("title")}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t("hint")}</p>
      <RetryButton label={t("retry")} />
    </section>
  );
}

import { Layers } from "lucide-react";
import { useTranslations } from "next-intl";
import { ImportButton } from "@/components/imports/import-button";
import { StatementButton } from "@/components/statement-import/statement-button";

export function EmptyState({ defaultCurrency }: { defaultCurrency: string }) {
  const t = useTranslations("dashboard.empty");
  return (
    <section className="flex flex-col items-center rounded-2xl border border-dashed bg-card/50 px-6 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-accent text-accent-foreground">
        <Layers aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-5 text-lg font-semibold">{t("title")}</h2>
      <p className="mt-2 max-w-sm text-sm text-muted-foreground">{t("description")}</p>
      <p className="mt-6 max-w-sm text-sm text-muted-foreground">{t("importHint")}</p>
      <div className="mt-3 flex flex-wrap justify-center gap-2">
        <ImportButton label="full" defaultCurrency={defaultCurrency} />
        <StatementButton label="full" defaultCurrency={defaultCurrency} />
      </div>
    </section>
  );
}

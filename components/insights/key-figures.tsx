import { useTranslations } from "next-intl";

export type KeyFigure = { id: string; label: string; value: string; hint: string };

/** The page's numbers first: four figures, each named by its label. */
export function KeyFigures({ figures }: { figures: KeyFigure[] }) {
  const t = useTranslations("insights.summary");
  return (
    <ul aria-label={t("label")} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <li key={figure.id} aria-labelledby={`figure-${figure.id}`} className="rounded-xl border bg-card p-4 text-card-foreground shadow-xs">
          <span id={`figure-${figure.id}`} className="text-sm text-muted-foreground">
            {figure.label}
          </span>
          <p className="mt-2 text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">{figure.value}</p>
          <p className="mt-1 text-xs text-muted-foreground">{figure.hint}</p>
        </li>
      ))}
    </ul>
  );
}

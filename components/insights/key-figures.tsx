import { useTranslations } from "next-intl";
import { Toggletip } from "@/components/controls/toggletip";

export type KeyFigure = { id: string; label: string; value: string; hint: string };

export function KeyFigures({ figures }: { figures: KeyFigure[] }) {
  const t = useTranslations("insights.summary");
  return (
    <ul aria-label={t("label")} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((figure, index) => (
        <li key={figure.id} aria-labelledby={`figure-${figure.id}`} className="rounded-xl border bg-card p-4 text-card-foreground shadow-xs">
          <div className="flex items-center gap-1 text-sm text-muted-foreground">
            <span id={`figure-${figure.id}`}>{figure.label}</span>
            {figure.id === "upcoming" ? (
              <Toggletip label={t("upcomingHelpLabel")} align={index % 2 === 1 ? "end" : "start"} className="-my-1 ml-auto">
                {t("upcomingHelp")}
              </Toggletip>
            ) : null}
          </div>
          <p className="mt-2 text-xl font-semibold tracking-tight tabular-nums sm:text-2xl">{figure.value}</p>
          <p className="mt-1 text-xs text-muted-foreground">{figure.hint}</p>
        </li>
      ))}
    </ul>
  );
}

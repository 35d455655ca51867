import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Phrased } from "./phrased";
import { SectionHeading } from "./section-heading";
import { CalendarMock, ImportMock, InsightsMock, OfflineMock, PushMock } from "./tour-mocks";

const TILES: { key: "insights" | "calendar" | "import" | "push" | "offline"; mock: ReactNode; wide?: boolean }[] = [
  { key: "insights", mock: <InsightsMock />, wide: true },
  { key: "calendar", mock: <CalendarMock /> },
  { key: "import", mock: <ImportMock /> },
  { key: "push", mock: <PushMock /> },
  { key: "offline", mock: <OfflineMock /> },
];

export async function ProductTour() {
  const t = await getTranslations("landing.tour");
  return (
    <section id="tour" aria-labelledby="tour-title" className="scroll-mt-20 bg-muted/40 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="tour-title" title={t("title")} subtitle={t("subtitle")} />
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TILES.map(({ key, mock, wide }) => (
            <li
              key={key}
              className={`landing-reveal flex flex-col gap-6 rounded-2xl border bg-card p-6 shadow-xs ${wide ? "sm:col-span-2" : ""}`}
            >
              <div>
                <h3 className="text-lg font-semibold">
                  <Phrased text={t(`${key}.title`)} />
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(`${key}.description`)}</p>
              </div>
              <div className="mt-auto">{mock}</div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { nameCycle } from "@/components/subscriptions/use-cycle-name";
import { landingIcon } from "./landing-icons";
import { sampleAccount, sampleMoney } from "./sample-account";

/** Every sample renews by itself, so none is "expiring". */
export async function DashboardPreview() {
  const t = await getTranslations("landing.preview");
  const locale = (await getLocale()) as Locale;
  const cycles = await getTranslations("subscriptionCard.cycle");
  const account = sampleAccount(locale);
  const money = sampleMoney(locale);

  return (
    <div aria-hidden="true" data-testid="dashboard-preview" className="landing-preview relative rounded-2xl border bg-card p-4 shadow-xl sm:p-5">
      <div className="grid grid-cols-2 gap-3">
        {[
          [t("monthly"), money(account.monthlyTotal, true)],
          [t("annual"), money(account.annualEstimate, true)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border bg-background p-4">
            <p className="text-xs text-muted-foreground">{label}</p>
            <p className="mt-1 text-2xl font-semibold tracking-tight tabular-nums">{value}</p>
          </div>
        ))}
      </div>
      <ul className="mt-3 space-y-2">
        {account.subscriptions.map((sample) => (
          <li key={sample.name} className="landing-preview-row flex items-center gap-3 rounded-xl border bg-background p-3">
            <img
              src={landingIcon(sample.icon)}
              alt=""
              width={32}
              height={32}
              loading="lazy"
              decoding="async"
              className="size-8"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium">{sample.name}</p>
              {/* Wraps rather than cut: the price change is the point of its line. */}
              <p className={`text-xs ${sample.nextPrice ? "text-primary" : "text-muted-foreground"}`}>
                {sample.nextPrice ? t("priceChange", { price: money(sample.nextPrice) }) : t("renewsIn", { days: sample.renewsIn })}
              </p>
            </div>
            <div className="flex flex-col items-end">
              <span className="text-sm font-semibold tabular-nums whitespace-nowrap">{money(sample.price)}</span>
              <span className="text-xs text-muted-foreground whitespace-nowrap">{nameCycle(cycles, sample.cycle)}</span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Info, RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import type { Currency } from "@/lib/currency/currencies";
import type { ExchangeRates } from "@/lib/currency/rates";

type Props = { exchangeRates: ExchangeRates; defaultCurrency: Currency; hasForeign: boolean };

/** Where the conversion rates come from, so a total is never silently approximate. */
export function RatesNote({ exchangeRates, defaultCurrency, hasForeign }: Props) {
  const t = useTranslations("rates");
  const { source, sources, date } = exchangeRates;
  const live = sources.length > 0 && date !== null;

  let text: string;
  if (!hasForeign) text = t("singleCurrency", { currency: defaultCurrency });
  else if (source === "fallback" || !live) text = t("approximate", { currency: defaultCurrency });
  else if (source === "mixed") text = t("mixed", { currency: defaultCurrency, source: sources.join(", "), date });
  else text = t("live", { currency: defaultCurrency, source: sources.join(", "), date });

  const Icon = hasForeign && live ? RefreshCw : Info;
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground" data-rates-source={hasForeign ? source : "none"}>
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span>{text}</span>
    </p>
  );
}

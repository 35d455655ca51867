import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { Toggletip } from "@/components/controls/toggletip";
import type { Currency } from "@/lib/currency/currencies";
import type { ExchangeRates } from "@/lib/currency/rates";

type Props = { exchangeRates: ExchangeRates; defaultCurrency: Currency; hasForeign: boolean };

export function RatesNote({ exchangeRates, defaultCurrency, hasForeign }: Props) {
  const t = useTranslations("rates");
  const { source, sources, date } = exchangeRates;
  const live = sources.length > 0 && date !== null;

  const kind = !hasForeign ? "singleCurrency" : source === "fallback" || !live ? "approximate" : source === "mixed" ? "mixed" : "live";
  const values = { currency: defaultCurrency, source: sources.join(", "), date: date ?? "" };

  return (
    <div className="flex items-center gap-1.5 text-sm text-muted-foreground" data-rates-source={hasForeign ? source : "none"}>
      {kind === "live" || kind === "mixed" ? <RefreshCw aria-hidden="true" className="size-3.5 shrink-0" /> : null}
      <p>{t(kind, values)}</p>
      <Toggletip label={t("about")}>{t(`details.${kind}`, values)}</Toggletip>
    </div>
  );
}

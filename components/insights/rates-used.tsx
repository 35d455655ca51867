import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { CURRENCIES, type Currency } from "@/lib/currency/currencies";
import type { ExchangeRates } from "@/lib/currency/rates";

type Props = { exchangeRates: ExchangeRates; defaultCurrency: Currency; currencies: ReadonlySet<Currency>; locale: string };

export function RatesUsed({ exchangeRates, defaultCurrency, currencies, locale }: Props) {
  const t = useTranslations("insights.rates");
  const { rates, source, sources, date } = exchangeRates;
  const foreign = CURRENCIES.filter((currency) => currency !== defaultCurrency && currencies.has(currency));
  if (foreign.length === 0) return <p className="text-sm text-muted-foreground">{t("single", { currency: defaultCurrency })}</p>;

  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  const list = foreign
    .map((currency) => {
      const value = rates[currency];
      return value === undefined ? t("noRate", { currency }) : `1 ${currency} = ${number.format(value)} ${defaultCurrency}`;
    })
    .join(" · ");
  const live = source !== "fallback" && date !== null && sources.length > 0;
  const values = { currency: defaultCurrency, source: sources.join(", "), date: date ?? "" };
  return (
    <p className="flex items-start gap-1.5 text-sm text-muted-foreground" data-rates-source={source}>
      <RefreshCw aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>
        {live ? t(source === "mixed" ? "mixed" : "live", values) : t("approximate", values)} {list}
      </span>
    </p>
  );
}

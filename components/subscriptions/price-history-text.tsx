import { useTranslations } from "next-intl";
import type { Currency } from "@/lib/currency/currencies";
import { formatMoney } from "@/lib/subscriptions/format-money";
import type { PriceHistoryEntry } from "@/lib/subscriptions/price-history";

export function PriceHistoryText({ entry, currency, locale }: { entry: PriceHistoryEntry; currency: Currency; locale: string }) {
  const t = useTranslations("priceHistory");
  const money = (amount: number) => formatMoney(amount, currency, locale);
  if (entry.kind === "start") return t("start", { price: money(entry.price) });
  if (entry.kind === "trialEnd") return t("trialEnd", { price: money(entry.price) });
  return t("change", { oldPrice: money(entry.oldPrice), newPrice: money(entry.newPrice) });
}

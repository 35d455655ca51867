import { TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import type { Currency } from "@/lib/currency/currencies";

export function UnconvertedNote({ count, currencies, locale }: { count: number; currencies: readonly Currency[]; locale: string }) {
  const t = useTranslations("currency");
  if (count === 0 || currencies.length === 0) return null;
  const list = new Intl.ListFormat(locale, { type: "conjunction" }).format(currencies);
  return (
    <p role="note" className="flex items-start gap-1.5 text-sm text-amber-800 dark:text-amber-300">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{t("unconverted", { count, currencies: list })}</span>
    </p>
  );
}

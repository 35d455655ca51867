"use client";

import { useLocale } from "next-intl";
import { isCurrency } from "@/lib/currency/currencies";
import { formatCardDate } from "@/lib/dates/date-only";
import { formatMoney } from "@/lib/subscriptions/format-money";

/** Amounts in their currency for the page's language; dates as the cards write them (yyyy/MM/dd). */
export function useReviewFormat() {
  const locale = useLocale();
  return {
    money: (amount: number, currency: string) => (isCurrency(currency) ? formatMoney(amount, currency, locale) : `${amount} ${currency}`),
    date: (value: string) => formatCardDate(value),
  };
}

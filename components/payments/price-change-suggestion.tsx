"use client";

import { TrendingUp } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { toast, toastName } from "@/components/toast/toast";
import { useFailureToast } from "@/components/toast/use-failure-toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatCardDate } from "@/lib/dates/date-only";
import type { PriceChangeSuggestion as Suggestion } from "@/lib/payments/price-change-suggestion";
import { updateSubscriptionAction } from "@/lib/subscriptions/actions";
import { formatMoney } from "@/lib/subscriptions/format-money";
import { subscriptionToValues } from "@/lib/subscriptions/form-values";
import type { Subscription } from "@/lib/subscriptions/types";

/** Records the change on the subscription as saved, then closes the dialog so no stale price is saved over it. */
export function PriceChangeSuggestion({
  subscription,
  suggestion,
  onDone,
}: {
  subscription: Subscription;
  suggestion: Suggestion;
  onDone: () => void;
}) {
  const t = useTranslations("payments.suggestion");
  const locale = useLocale();
  const failed = useFailureToast();
  const [pending, setPending] = useState(false);
  const amount = formatMoney(suggestion.newPrice, subscription.currency, locale);
  const date = formatCardDate(suggestion.effectiveDate);

  async function record() {
    setPending(true);
    const result = await updateSubscriptionAction({
      ...subscriptionToValues(subscription),
      priceChange: { newPrice: String(suggestion.newPrice), effectiveDate: suggestion.effectiveDate },
    }).catch(() => null);
    setPending(false);
    if (!result?.ok) return failed("subscriptionToasts.updateFailed", result?.formError ?? "common.tryAgain");
    toast.success(t("done", { name: toastName(subscription.name) }));
    onDone();
  }

  return (
    <div role="note" className="flex flex-wrap items-center gap-3 rounded-lg border border-warning/30 bg-warning/5 px-3 py-2 text-sm">
      <TrendingUp aria-hidden="true" className="size-4 shrink-0 text-warning" />
      <p className="min-w-0 flex-[1_1_12rem]">{t("text", { amount, date })}</p>
      <Button type="button" size="sm" variant="outline" disabled={pending} onClick={record}>
        {pending && <Spinner />}
        {t("button")}
      </Button>
    </div>
  );
}

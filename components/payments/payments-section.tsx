"use client";

import { ReceiptText } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getPaymentHistoryAction, type PaymentHistory } from "@/lib/payments/actions";
import { paymentHistory } from "@/lib/payments/history";
import { suggestPriceChange } from "@/lib/payments/price-change-suggestion";
import { localToday } from "@/lib/subscriptions/form-values";
import type { PriceChange, Subscription } from "@/lib/subscriptions/types";
import { PaymentRow } from "./payment-row";
import { PriceChangeSuggestion } from "./price-change-suggestion";

type Load = { status: "loading" } | { status: "error" } | { status: "ok"; history: PaymentHistory };

/** The edit dialog's ledger: as saved, each charge answerable on its own. */
export function PaymentsSection({
  subscription,
  priceChanges,
  onDone,
}: {
  subscription: Subscription;
  priceChanges: PriceChange[];
  onDone: () => void;
}) {
  const t = useTranslations("payments.history");
  const locale = useLocale();
  const id = useId();
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [today] = useState(localToday);

  const reload = useCallback(async () => {
    const result = await getPaymentHistoryAction({ subscriptionId: subscription.id }).catch(() => null);
    setLoad(result?.ok ? { status: "ok", history: result.data } : { status: "error" });
  }, [subscription.id]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the list arrives from the server after the dialog opens
    void reload();
  }, [reload]);

  const history = load.status === "ok" ? load.history : null;
  const entries = useMemo(
    () => (history ? paymentHistory(subscription, { priceChanges, pauses: history.pauses }, history.payments, today) : []),
    [history, subscription, priceChanges, today],
  );
  const suggestion = useMemo(
    () => (history ? suggestPriceChange(subscription, priceChanges, history.payments) : null),
    [history, subscription, priceChanges],
  );

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-2">
      <h3 id={`${id}-title`} className="flex items-center gap-1.5 text-sm font-medium">
        <ReceiptText aria-hidden="true" className="size-4 text-muted-foreground" />
        {t("title")}
      </h3>
      {suggestion ? <PriceChangeSuggestion subscription={subscription} suggestion={suggestion} onDone={onDone} /> : null}
      {load.status === "loading" ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-busy="true">
          <Spinner />
          {t("loading")}
        </p>
      ) : load.status === "error" ? (
        <div className="flex items-center gap-2 text-sm text-muted-foreground">
          <p role="alert">{t("loadFailed")}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void reload()}>
            {t("retry")}
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ul className="divide-y rounded-lg border" aria-label={t("title")}>
          {entries.map((entry) => (
            <PaymentRow
              key={entry.charge.dueOn}
              name={subscription.name}
              entry={entry}
              upcoming={entry.charge.dueOn > today}
              locale={locale}
              onSaved={() => void reload()}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

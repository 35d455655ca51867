"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useLazyDialog } from "@/components/dialogs/use-lazy-dialog";
import { useOnline } from "@/components/offline/use-online";
import { Button } from "@/components/ui/button";
import { formatCardDate } from "@/lib/dates/date-only";
import type { LedgerEntry } from "@/lib/payments/charges";
import { formatMoney } from "@/lib/subscriptions/format-money";
import { PaymentStateBadge } from "./payment-state-badge";

const PaymentDialog = dynamic(() => import("./payment-dialog").then((module) => module.PaymentDialog), { ssr: false });

export function PaymentRow({
  name,
  entry,
  upcoming,
  locale,
  onSaved,
}: {
  name: string;
  entry: LedgerEntry;
  upcoming: boolean;
  locale: string;
  onSaved: () => void;
}) {
  const t = useTranslations("payments.history");
  const { trigger, open, opened, setOpen, show } = useLazyDialog();
  const online = useOnline();
  const { charge, payment, state } = entry;
  const date = formatCardDate(charge.dueOn);
  const amount = payment?.amount != null && payment.currency ? formatMoney(payment.amount, payment.currency, locale) : null;
  const expected = formatMoney(charge.amount, charge.currency, locale);

  return (
    <li className="flex items-center gap-3 px-3 py-2 text-sm">
      <span className="flex min-w-0 flex-1 flex-col items-start gap-0.5 sm:flex-row sm:items-center sm:gap-3">
        <span className="font-medium tabular-nums sm:w-24">{date}</span>
        <PaymentStateBadge state={state} />
      </span>
      <span className="flex flex-col items-end tabular-nums sm:flex-row sm:items-baseline sm:gap-1.5">
        {amount ?? expected}
        {amount !== null && amount !== expected ? (
          <span className="text-xs text-muted-foreground line-through">{expected}</span>
        ) : null}
      </span>
      {upcoming ? (
        <span className="w-16 shrink-0 text-right text-xs text-muted-foreground">{t("next")}</span>
      ) : (
        <Button
          ref={trigger}
          type="button"
          variant="ghost"
          size="sm"
          className="w-16 shrink-0"
          aria-haspopup="dialog"
          aria-label={t(payment ? "editLabel" : "answerLabel", { date })}
          disabled={!online}
          onClick={show}
        >
          {t(payment ? "edit" : "answer")}
        </Button>
      )}
      {opened && (
        <PaymentDialog
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={trigger}
          name={name}
          charge={charge}
          payment={payment}
          full
          onSaved={onSaved}
        />
      )}
    </li>
  );
}

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
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
      <span className="w-24 shrink-0 font-medium tabular-nums">{date}</span>
      <PaymentStateBadge state={state} />
      <span className="ml-auto tabular-nums">
        {amount ?? expected}
        {amount !== null && amount !== expected ? (
          <span className="ml-1.5 text-xs text-muted-foreground line-through">{expected}</span>
        ) : null}
      </span>
      {upcoming ? (
        <span className="w-16 text-right text-xs text-muted-foreground">{t("next")}</span>
      ) : (
        <Button
          ref={trigger}
          type="button"
          variant="ghost"
          size="sm"
          className="w-16"
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

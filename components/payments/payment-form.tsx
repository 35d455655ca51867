"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Form, FormError, FormField } from "@/components/form/form";
import { toast, toastName } from "@/components/toast/toast";
import { useFailureToast } from "@/components/toast/use-failure-toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { formatCardDate } from "@/lib/dates/date-only";
import { applyActionResult } from "@/lib/forms/errors";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { deletePaymentAction, recordPaymentAction } from "@/lib/payments/actions";
import type { LedgerCharge } from "@/lib/payments/charge-state";
import { markPaidDefaults } from "@/lib/payments/mark-paid";
import { recordPaymentSchema } from "@/lib/payments/schema";
import type { Payment, PaymentState } from "@/lib/payments/types";
import { formatMoney } from "@/lib/subscriptions/format-money";
import { AmountInput } from "./amount-input";

export type PaymentFormProps = {
  name: string;
  charge: LedgerCharge;
  payment: Payment | null;
  /** The history offers every answer and removing one; the card asks only paid, skipped or failed. */
  full?: boolean;
  onDone: () => void;
  onBusyChange?: (busy: boolean) => void;
};

// The defaults are the charge's own date and expected amount, never today's date.
function initialValues(charge: LedgerCharge, payment: Payment | null) {
  const defaults = markPaidDefaults(charge);
  return {
    subscriptionId: charge.subscriptionId,
    dueOn: charge.dueOn,
    state: payment?.state ?? "paid",
    paidOn: payment?.paidOn ?? defaults.paidOn,
    amount: String(payment?.amount ?? defaults.amount),
    currency: payment?.currency ?? defaults.currency,
    note: payment?.note ?? null,
  };
}

export function PaymentForm({ name, charge, payment, full = false, onDone, onBusyChange }: PaymentFormProps) {
  const t = useTranslations("payments");
  const locale = useLocale();
  const failed = useFailureToast();
  const [pending, setPending] = useState<PaymentState | "remove" | null>(null);
  const form = useZodForm(recordPaymentSchema, { defaultValues: initialValues(charge, payment) });
  const currency = form.watch("currency");

  function busy(next: PaymentState | "remove" | null) {
    setPending(next);
    onBusyChange?.(next !== null);
  }

  const answer = (state: PaymentState) => {
    form.setValue("state", state);
    form.clearErrors();
    return form.handleSubmit(async (values) => {
      busy(state);
      const result = await recordPaymentAction(values).catch(() => null);
      busy(null);
      if (!result?.ok) return failed("payments.toasts.saveFailed", applyActionResult(form, result, "common.tryAgain"));
      toast.success(t(`toasts.${state}`, { name: toastName(name) }));
      onDone();
    })();
  };

  async function remove() {
    busy("remove");
    const result = await deletePaymentAction({ subscriptionId: charge.subscriptionId, dueOn: charge.dueOn }).catch(() => null);
    busy(null);
    if (!result?.ok) return failed("payments.toasts.saveFailed");
    toast.success(t("toasts.removed", { name: toastName(name) }));
    onDone();
  }

  const disabled = pending !== null;
  const choice = (state: PaymentState, label: string) => (
    <Button type="button" variant="outline" disabled={disabled} onClick={() => answer(state)}>
      {pending === state && <Spinner />}
      {label}
    </Button>
  );

  return (
    <Form
      form={form}
      onSubmit={(event) => {
        // The history's dialog sits inside the subscription's form in React's tree.
        event.stopPropagation();
        event.preventDefault();
        void answer("paid");
      }}
      className="grid gap-4"
    >
      <p className="text-sm text-muted-foreground">
        {t("dialog.expected", { date: formatCardDate(charge.dueOn), amount: formatMoney(charge.amount, charge.currency, locale) })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="paidOn" label={t("dialog.paidOn")}>
          {(control) => <Input type="date" {...control} {...form.register("paidOn")} />}
        </FormField>
        <FormField name="amount" label={t("dialog.amount", { currency })}>
          {(control) => <AmountInput control={control} />}
        </FormField>
      </div>
      <FormError />
      <div className="flex flex-wrap justify-end gap-2">
        {full && payment ? (
          <Button type="button" variant="ghost" className="mr-auto" disabled={disabled} onClick={remove}>
            {pending === "remove" && <Spinner />}
            {t("dialog.remove")}
          </Button>
        ) : null}
        {choice("skipped", t("dialog.skipped"))}
        {choice("failed", t("dialog.failed"))}
        {full ? choice("refunded", t("dialog.refunded")) : null}
        <Button type="submit" disabled={disabled}>
          {pending === "paid" && <Spinner />}
          {t("dialog.markPaid")}
        </Button>
      </div>
    </Form>
  );
}

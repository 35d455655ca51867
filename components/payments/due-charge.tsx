"use client";

import { CircleAlert, Clock } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useLazyDialog } from "@/components/dialogs/use-lazy-dialog";
import { useOnline } from "@/components/offline/use-online";
import { Button } from "@/components/ui/button";
import { formatCardDate, type CalendarDate } from "@/lib/dates/date-only";
import type { LedgerEntry } from "@/lib/payments/charges";
import { cn } from "@/lib/utils";

const loadDialog = () => import("./payment-dialog");
const PaymentDialog = dynamic(() => loadDialog().then((module) => module.PaymentDialog), { ssr: false });

/** A card's charge that waits for an answer: its state, and "Mark paid". */
export function DueCharge({ name, entry, today }: { name: string; entry: LedgerEntry; today: CalendarDate }) {
  const t = useTranslations("payments.card");
  const { trigger, open, opened, setOpen, show } = useLazyDialog();
  const online = useOnline();
  const overdue = entry.state === "overdue";
  const date = formatCardDate(entry.charge.dueOn);
  const text = overdue ? t("overdueSince", { date }) : entry.charge.dueOn === today ? t("dueToday") : t("dueSince", { date });
  const Icon = overdue ? CircleAlert : Clock;

  return (
    <div
      className={cn(
        "flex items-center gap-2 rounded-md border px-2.5 py-1.5 text-xs font-medium",
        overdue ? "border-destructive/30 bg-destructive/5 text-destructive" : "border-warning/30 bg-warning/5 text-warning",
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="min-w-0 flex-1">{text}</span>
      <Button
        ref={trigger}
        size="sm"
        variant="outline"
        className="h-7 shrink-0 px-2 text-xs text-foreground"
        aria-haspopup="dialog"
        aria-label={t("markPaidLabel", { name, date })}
        disabled={!online}
        onClick={show}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
      >
        {t("markPaid")}
      </Button>
      {opened && (
        <PaymentDialog
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={trigger}
          name={name}
          charge={entry.charge}
          payment={null}
        />
      )}
    </div>
  );
}

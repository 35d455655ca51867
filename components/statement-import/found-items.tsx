"use client";

import { TriangleAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { SubscriptionIcon } from "@/components/subscriptions/subscription-icon";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { StatementPayment } from "@/lib/statement-import/charge-dates";
import type { PaymentsItem, PriceChangeItem, StillChargingItem } from "@/lib/statement-import/review";
import { cn } from "@/lib/utils";
import { FoldedList } from "./folded-list";
import { useReviewFormat } from "./use-review-format";
import { WhyLine } from "./why-line";

type Toggle = { checked: boolean; onCheckedChange: (checked: boolean) => void };

function FoundItem({
  title,
  iconUrl,
  lead,
  label,
  toggle,
  tone = "default",
  children,
}: {
  title: string;
  iconUrl: string | null;
  /** What was found, said before what ticking the box records. */
  lead?: ReactNode;
  label: string | null;
  toggle: Toggle | null;
  tone?: "default" | "warning";
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-title`} className={cn("grid gap-2 rounded-lg border px-4 py-3", tone === "warning" && "border-warning/50 bg-warning/5")}>
      <div className="flex items-start gap-3">
        {toggle ? (
          <Checkbox id={`${id}-toggle`} className="mt-1" checked={toggle.checked} onCheckedChange={(checked) => toggle.onCheckedChange(checked === true)} />
        ) : tone === "warning" ? (
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
        ) : null}
        <SubscriptionIcon name={title} iconUrl={iconUrl} size="sm" />
        <div className="grid min-w-0 flex-1 gap-1">
          <h4 id={`${id}-title`} className="font-medium break-words">
            {title}
          </h4>
          {lead}
          {toggle && label ? (
            <Label htmlFor={`${id}-toggle`} className="font-normal">
              {label}
            </Label>
          ) : label ? (
            <p className="text-sm">{label}</p>
          ) : null}
          {children}
        </div>
      </div>
    </div>
  );
}

function PaymentList({ payments }: { payments: StatementPayment[] }) {
  const t = useTranslations("statements.review.payments");
  const { money, date } = useReviewFormat();
  return (
    <FoldedList
      summary={t("list", { count: payments.length })}
      rows={() =>
        payments.map((payment) => (
          <li key={payment.statementRef} className="tabular-nums">
            {t("row", { due: date(payment.dueOn), paid: date(payment.paidOn), amount: money(payment.amount, payment.currency) })}
          </li>
        ))
      }
    />
  );
}

export function PriceChangeRow({ item, toggle }: { item: PriceChangeItem; toggle: Toggle }) {
  const t = useTranslations("statements.review.priceChange");
  const { money, date } = useReviewFormat();
  const change = { old: money(item.oldPrice, item.currency), new: money(item.newPrice, item.currency), date: date(item.effectiveDate) };
  return (
    <FoundItem title={item.subscription.name} iconUrl={item.subscription.iconUrl} label={t("record", change)} toggle={toggle}>
      <WhyLine charge={item.detected} />
    </FoundItem>
  );
}

export function PaymentsRow({ item, toggle }: { item: PaymentsItem; toggle: Toggle }) {
  const t = useTranslations("statements.review.payments");
  return (
    <FoundItem title={item.subscription.name} iconUrl={item.subscription.iconUrl} label={t("record", { count: item.payments.length })} toggle={toggle}>
      <p className="text-xs text-muted-foreground">
        {[
          item.matchedBy === "alias" ? t("alias", { merchant: item.detected.name }) : t("byName", { merchant: item.detected.name }),
          item.alreadyRecorded > 0 ? t("already", { count: item.alreadyRecorded }) : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <PaymentList payments={item.payments} />
    </FoundItem>
  );
}

export function StillChargingRow({ item, toggle }: { item: StillChargingItem; toggle: Toggle | null }) {
  const t = useTranslations("statements.review.stillCharging");
  const { date } = useReviewFormat();
  return (
    <FoundItem
      title={item.subscription.name}
      iconUrl={item.subscription.iconUrl}
      lead={<p className="text-sm">{t(item.reason, { date: date(item.since), count: item.chargeCount, last: date(item.detected.lastDate) })}</p>}
      label={toggle ? t("record", { count: item.payments.length }) : null}
      toggle={toggle}
      tone="warning"
    >
      {toggle ? <PaymentList payments={item.payments} /> : <p className="text-xs text-muted-foreground">{t("recorded")}</p>}
    </FoundItem>
  );
}

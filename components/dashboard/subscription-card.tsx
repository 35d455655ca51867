"use client";

import { CalendarRange, CreditCard, ExternalLink, Gift, TrendingDown, TrendingUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { memo, useMemo } from "react";
import { DeleteSubscriptionButton } from "@/components/subscriptions/delete-subscription-button";
import { EditSubscriptionButton } from "@/components/subscriptions/edit-subscription-button";
import { daysBetween, formatCardDate, type CalendarDate } from "@/lib/dates/date-only";
import { isOneTime } from "@/lib/subscriptions/cycle";
import { formatMoney } from "@/lib/subscriptions/format-money";
import { priceOn } from "@/lib/subscriptions/money";
import type { PriceChange, Subscription } from "@/lib/subscriptions/types";
import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button-variants";
import { cardFacts } from "@/lib/subscriptions/card-facts";
import { useCycleName } from "@/components/subscriptions/use-cycle-name";
import { CategoryChip } from "@/components/categories/category-chip";
import { StatusChip } from "./status-chip";
import { SubscriptionIcon } from "@/components/subscriptions/subscription-icon";
import type { Category } from "@/lib/categories/types";
import type { LedgerEntry } from "@/lib/payments/charges";
import { DueCharge } from "@/components/payments/due-charge";

export type SubscriptionCardProps = {
  subscription: Subscription;
  category: Category | null;
  categories: Category[];
  priceChanges: PriceChange[];
  /** A variable bill's forecast, shown as "about …". */
  estimate?: number;
  today: CalendarDate;
  locale: string;
  /** The oldest of its charges waiting for an answer. */
  due?: LedgerEntry | null;
  /** 4 inside a category section, whose own heading is a 3. */
  headingLevel?: 3 | 4;
  className?: string;
};

const NO_CHANGES: PriceChange[] = [];

/** Memoized: a grid of a thousand cards re-renders only the cards whose data changed. */
export const SubscriptionCard = memo(function SubscriptionCard({
  subscription,
  category,
  categories,
  priceChanges = NO_CHANGES,
  estimate,
  today,
  locale,
  due = null,
  headingLevel = 3,
  className,
}: SubscriptionCardProps) {
  const t = useTranslations("subscriptionCard");
  const facts = useMemo(() => cardFacts(subscription, priceChanges, today), [subscription, priceChanges, today]);
  const cycleName = useCycleName();
  const change = facts.upcomingChange;
  const Heading = headingLevel === 4 ? "h4" : "h3";

  return (
    <article
      aria-label={subscription.name}
      className={cn(
        "flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs",
        (facts.status === "expired" || facts.status === "paused" || facts.status === "cancelled") && "bg-muted/40",
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <SubscriptionIcon name={subscription.name} iconUrl={subscription.iconUrl} />
        <div className="min-w-0 flex-1">
          <Heading className="truncate font-semibold leading-tight">{subscription.name}</Heading>
          {subscription.brand !== subscription.name ? (
            <p className="truncate text-sm text-muted-foreground">{subscription.brand}</p>
          ) : null}
        </div>
        <StatusChip status={facts.status} />
      </div>

      <div className="flex items-baseline gap-2">
        <span className="text-xl font-semibold tabular-nums">
          {subscription.variableAmount
            ? t("about", { amount: formatMoney(estimate ?? facts.price, subscription.currency, locale) })
            : formatMoney(facts.price, subscription.currency, locale)}
        </span>
        <span className="rounded bg-muted px-1.5 py-0.5 font-mono text-[11px] font-medium text-muted-foreground">
          {subscription.currency}
        </span>
        <span className="ml-auto truncate text-xs text-muted-foreground">
          {cycleName(subscription.cycle)}
        </span>
      </div>

      <LifecycleNote subscription={subscription} priceChanges={priceChanges} locale={locale} />
      {due ? <DueCharge name={subscription.name} entry={due} today={today} /> : null}
      {change && subscription.status !== "trial" && (
        <p className="flex items-center gap-1.5 text-xs font-medium text-warning">
          {change.newPrice >= facts.price ? (
            <TrendingUp aria-hidden="true" className="size-3.5" />
          ) : (
            <TrendingDown aria-hidden="true" className="size-3.5" />
          )}
          {t("priceChange", {
            price: formatMoney(change.newPrice, subscription.currency, locale),
            date: formatCardDate(change.effectiveDate),
          })}
        </p>
      )}

      {isOneTime(subscription.cycle) ? (
        <dl className="grid grid-cols-2 gap-2 text-xs">
          <div>
            <dt className="text-muted-foreground">{t("purchased")}</dt>
            <dd className="font-medium tabular-nums">{formatCardDate(subscription.startDate)}</dd>
          </div>
        </dl>
      ) : (
        <dl className="grid grid-cols-2 gap-2 text-xs">
          <div>
            <dt className="text-muted-foreground">{t("startDate")}</dt>
            <dd className="font-medium tabular-nums">{formatCardDate(subscription.startDate)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              {facts.renews ? t("renewsIn", { days: daysBetween(today, facts.endDate) }) : t("endDate")}
            </dt>
            <dd className="flex items-center gap-1 font-medium tabular-nums">
              <CalendarRange aria-hidden="true" className="size-3 text-muted-foreground" />
              {formatCardDate(facts.endDate)}
            </dd>
          </div>
        </dl>
      )}

      {subscription.notes || subscription.paymentMethod ? (
        <div className="grid gap-1 text-xs text-muted-foreground">
          {subscription.paymentMethod ? (
            <p className="flex min-w-0 items-center gap-1.5">
              <CreditCard aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{t("paidWith", { method: subscription.paymentMethod })}</span>
            </p>
          ) : null}
          {subscription.notes ? <p className="line-clamp-2 break-words whitespace-pre-line">{subscription.notes}</p> : null}
        </div>
      ) : null}

      <div className="mt-auto flex items-center gap-2 border-t pt-3">
        <CategoryChip category={category} />
        <div className="ml-auto flex items-center gap-0.5">
          {subscription.websiteUrl ? (
            <a
              href={subscription.websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("website", { name: subscription.name })}
              className={buttonVariants({ variant: "ghost", size: "icon", className: "text-muted-foreground" })}
            >
              <ExternalLink aria-hidden="true" />
            </a>
          ) : null}
          <EditSubscriptionButton subscription={subscription} categories={categories} priceChanges={priceChanges} />
          <DeleteSubscriptionButton subscription={subscription} />
        </div>
      </div>
    </article>
  );
});

function LifecycleNote({
  subscription,
  priceChanges,
  locale,
}: {
  subscription: Subscription;
  priceChanges: PriceChange[];
  locale: string;
}) {
  const t = useTranslations("subscriptionCard");
  const { status, trialEndsOn, pausedOn, cancelledOn } = subscription;
  if (status === "trial" && trialEndsOn) {
    const price = formatMoney(priceOn(subscription, priceChanges, trialEndsOn), subscription.currency, locale);
    return (
      <p className="flex items-center gap-1.5 text-xs font-medium text-primary">
        <Gift aria-hidden="true" className="size-3.5" />
        {t("trialUntil", { date: formatCardDate(trialEndsOn), price })}
      </p>
    );
  }
  const text =
    status === "paused" && pausedOn
      ? t("pausedSince", { date: formatCardDate(pausedOn) })
      : status === "cancelled" && cancelledOn
        ? t("cancelledOn", { date: formatCardDate(cancelledOn) })
        : null;
  return text ? <p className="text-xs font-medium text-muted-foreground">{text}</p> : null;
}

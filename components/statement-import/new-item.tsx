"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { FormMessage } from "@/components/form/form";
import { SubscriptionIcon } from "@/components/subscriptions/subscription-icon";
import { useCycleName } from "@/components/subscriptions/use-cycle-name";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { CADENCE_CYCLES } from "@/lib/statement-import/charge-dates";
import type { CategoryOption } from "@/lib/statement-import/categories";
import type { StatementSubscription } from "@/lib/statement-import/queries";
import type { NewSubscriptionItem } from "@/lib/statement-import/review";
import { cn } from "@/lib/utils";
import { ChargeList } from "./charge-list";
import type { NewItemState } from "./review-choices";
import { useReviewFormat } from "./use-review-format";
import { WhyLine } from "./why-line";

const CYCLES = [...new Set(Object.values(CADENCE_CYCLES))];

export function NewItem({
  item,
  state,
  errors,
  subscriptions,
  categories,
  onChange,
}: {
  item: NewSubscriptionItem;
  state: NewItemState;
  errors: { name?: string; price?: string };
  subscriptions: StatementSubscription[];
  /** The user's categories, and the suggested one first when it would be new. */
  categories: CategoryOption[];
  onChange: (state: NewItemState) => void;
}) {
  const t = useTranslations("statements.review.new");
  const cycleName = useCycleName();
  const { money, date } = useReviewFormat();
  const id = useId();
  const { proposal, detected } = item;
  const merging = state.mergeInto !== "";
  const target = subscriptions.find((subscription) => String(subscription.id) === state.mergeInto);
  const editable = state.include && !merging;
  const cycles = CYCLES.includes(state.cycle) ? CYCLES : [state.cycle, ...CYCLES];

  if (state.dismissed) {
    return (
      <div role="group" aria-labelledby={`${id}-title`} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed px-4 py-3 text-sm">
        <p>
          <span id={`${id}-title`} className="font-medium">
            {detected.name}
          </span>
          <span className="text-muted-foreground"> · {t("dismissed")}</span>
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange({ ...state, dismissed: false })}>
          {t("undoDismiss", { name: detected.name })}
        </Button>
      </div>
    );
  }

  return (
    <div role="group" aria-labelledby={`${id}-title`} className={cn("grid gap-3 rounded-lg border px-4 py-3", !state.include && "bg-muted/40")}>
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-include`}
          className="mt-3"
          checked={state.include}
          onCheckedChange={(checked) => onChange({ ...state, include: checked === true })}
          aria-label={merging && target ? t("mergeThis", { name: detected.name, target: target.name }) : t("add", { name: detected.name })}
        />
        <SubscriptionIcon name={state.name || detected.name} iconUrl={proposal.iconUrl} size="md" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h4 id={`${id}-title`} className="font-medium break-words">
            {detected.name}
          </h4>
          <p className="text-sm text-muted-foreground">
            {[money(proposal.price, proposal.currency), cycleName(proposal.cycle), t("firstCharge", { date: date(proposal.startDate) }), t("next", { date: date(proposal.nextDate) })].join(" · ")}
          </p>
          <WhyLine charge={detected} />
        </div>
      </div>

      {editable ? (
        <div className="grid grid-cols-[2fr_3fr] gap-3 sm:grid-cols-[2fr_1fr_1fr]">
          <div className="col-span-2 grid content-start gap-1.5 sm:col-span-1">
            <Label htmlFor={`${id}-name`}>{t("name")}</Label>
            <Input
              id={`${id}-name`}
              value={state.name}
              maxLength={200}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${id}-name-error` : undefined}
              onChange={(event) => onChange({ ...state, name: event.target.value })}
            />
            <FormMessage id={`${id}-name-error`}>{errors.name}</FormMessage>
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-price`}>{t("amount", { currency: proposal.currency })}</Label>
            <Input
              id={`${id}-price`}
              value={state.price}
              inputMode="decimal"
              aria-invalid={errors.price ? true : undefined}
              aria-describedby={errors.price ? `${id}-price-error` : undefined}
              onChange={(event) => onChange({ ...state, price: event.target.value })}
            />
            <FormMessage id={`${id}-price-error`}>{errors.price}</FormMessage>
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-cycle`}>{t("cycle")}</Label>
            <NativeSelect id={`${id}-cycle`} value={state.cycle} onChange={(event) => onChange({ ...state, cycle: event.target.value })}>
              {cycles.map((cycle) => (
                <option key={cycle} value={cycle}>
                  {cycleName(cycle)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="col-span-2 grid content-start gap-1.5 sm:col-span-1">
            <Label htmlFor={`${id}-category`}>{t("category")}</Label>
            <NativeSelect
              id={`${id}-category`}
              value={state.category?.name ?? ""}
              onChange={(event) => {
                const picked = categories.find((category) => category.name === event.target.value);
                onChange({ ...state, category: picked ? { name: picked.name, color: picked.color } : null });
              }}
            >
              <option value="">{t("noCategory")}</option>
              {categories.map((category) => (
                <option key={category.name} value={category.name}>
                  {category.isNew ? t("newCategory", { name: category.name }) : category.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      ) : null}

      <div className="grid gap-3 sm:grid-cols-[2fr_1fr] sm:items-end">
        <div className="grid content-start gap-1.5">
          <Label htmlFor={`${id}-merge`}>{t("mergeInto")}</Label>
          <NativeSelect
            id={`${id}-merge`}
            value={state.mergeInto}
            disabled={subscriptions.length === 0}
            onChange={(event) => onChange({ ...state, mergeInto: event.target.value, include: true })}
          >
            <option value="">{t("keepNew")}</option>
            {subscriptions.map((subscription) => (
              <option key={subscription.id} value={String(subscription.id)}>
                {subscription.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="button" variant="outline" onClick={() => onChange({ ...state, dismissed: true })}>
          {t("dismiss")}
        </Button>
      </div>
      {merging && target ? <p className="text-xs text-muted-foreground">{t("merged", { name: target.name })}</p> : null}
      <ChargeList charges={detected.charges} currency={proposal.currency} />
    </div>
  );
}

"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { StepButtons, StepLayout } from "@/components/dialogs/step-layout";
import { useValidationMessage } from "@/components/form/form";
import { useOnline } from "@/components/offline/use-online";
import { categoryOptions, suggestedCategory } from "@/lib/statement-import/categories";
import { buildConfirmation, countConfirmation } from "@/lib/statement-import/confirmation";
import type { NewSubscriptionItem } from "@/lib/statement-import/review";
import type { StatementConfirmationInput } from "@/lib/statement-import/schema";
import { PaymentsRow, PriceChangeRow, StillChargingRow } from "./found-items";
import { NewItem } from "./new-item";
import { initialReviewState, reviewErrors, toChoices, type ReviewState } from "./review-choices";
import { ReviewNotes } from "./review-notes";
import { useBrokenIcons } from "./use-broken-icons";
import { RevealedGroups } from "./revealed-groups";
import type { ReviewData } from "./use-statement-flow";

function toggled(set: Set<string>, id: string, on: boolean): Set<string> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** What saving the review in `state` would do; icons that did not load are left out. */
function confirmationOf({ review, files, context, recorded }: ReviewData, state: ReviewState, locale: string, brokenIcons?: ReadonlySet<string>) {
  return buildConfirmation(review, toChoices(review, state, locale, brokenIcons), { files, context, recorded });
}

export function ReviewStep({
  data,
  onBack,
  onSave,
}: {
  data: ReviewData;
  onBack: () => void;
  onSave: (confirmation: StatementConfirmationInput) => void;
}) {
  const t = useTranslations("statements.review");
  const categoryName = useTranslations("statements.categories");
  const locale = useLocale();
  const message = useValidationMessage();
  const online = useOnline();
  const { review, context } = data;
  const suggestion = ({ detected }: NewSubscriptionItem) =>
    suggestedCategory(detected.category, detected.category ? categoryName(detected.category) : "", context.categories);
  const [state, setState] = useState<ReviewState>(() => initialReviewState(review, suggestion));
  const errors = useMemo(() => reviewErrors(review, state, locale), [review, state, locale]);
  const brokenIcons = useBrokenIcons(review.newSubscriptions.map((item) => item.proposal.iconUrl));
  const counts = useMemo(() => countConfirmation(confirmationOf(data, state, locale)), [data, state, locale]);
  const decisions = counts.created + counts.merged + counts.dismissed + counts.priceChanges + state.payments.size + state.stillCharging.size;
  const invalid = Object.keys(errors).length > 0;
  const subscriptions = useMemo(() => [...context.subscriptions].sort((a, b) => a.name.localeCompare(b.name, locale)), [context.subscriptions, locale]);
  const empty = [review.newSubscriptions, review.priceChanges, review.payments, review.stillCharging].every((group) => group.length === 0);
  const toggle = (group: "priceChanges" | "payments" | "stillCharging", id: string) => ({
    checked: state[group].has(id),
    onCheckedChange: (on: boolean) => setState((current) => ({ ...current, [group]: toggled(current[group], id, on) })),
  });

  return (
    <StepLayout
      footer={
        <StepButtons
          back={t("back")}
          onBack={onBack}
          next={t("submit", { count: decisions })}
          nextDisabled={decisions === 0 || invalid || !online}
          onNext={() => onSave(confirmationOf(data, state, locale, brokenIcons.current))}
        />
      }
    >
      <div className="grid gap-6">
        <ReviewNotes data={data} />
        {empty ? <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{t("nothingFound")}</p> : null}

        <RevealedGroups
          groups={[
            {
              key: "new",
              rowSize: "form",
              title: t("groups.new"),
              hint: t("hints.new"),
              rows: review.newSubscriptions.map((item) => {
                const itemErrors = errors[item.id] ?? {};
                return (
                  <NewItem
                    key={item.id}
                    item={item}
                    state={state.newSubscriptions[item.id]}
                    errors={{ name: message(itemErrors.name), price: message(itemErrors.price) }}
                    subscriptions={subscriptions}
                    categories={categoryOptions(context.categories, suggestion(item))}
                    onChange={(next) => setState((current) => ({ ...current, newSubscriptions: { ...current.newSubscriptions, [item.id]: next } }))}
                  />
                );
              }),
            },
            {
              key: "priceChanges",
              rowSize: "line",
              title: t("groups.priceChanges"),
              hint: t("hints.priceChanges"),
              rows: review.priceChanges.map((item) => <PriceChangeRow key={item.id} item={item} toggle={toggle("priceChanges", item.id)} />),
            },
            {
              key: "payments",
              rowSize: "line",
              title: t("groups.payments"),
              hint: t("hints.payments"),
              rows: review.payments.map((item) => <PaymentsRow key={item.id} item={item} toggle={toggle("payments", item.id)} />),
            },
            {
              key: "stillCharging",
              rowSize: "line",
              title: t("groups.stillCharging"),
              hint: t("hints.stillCharging"),
              rows: review.stillCharging.map((item) => (
                <StillChargingRow key={item.id} item={item} toggle={item.payments.length > 0 ? toggle("stillCharging", item.id) : null} />
              )),
            },
          ]}
        />
        {review.ended.length > 0 ? (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-muted-foreground hover:text-foreground">{t("ended", { count: review.ended.length })}</summary>
            <ul className="mt-2 grid gap-1 text-muted-foreground">
              {review.ended.map((charge) => (
                <li key={`${charge.merchantKey}|${charge.currency}|${charge.cadence}|${charge.firstDate}`}>{t("endedItem", { name: charge.name, date: charge.lastDate.replaceAll("-", "/") })}</li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </StepLayout>
  );
}

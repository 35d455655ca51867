"use client";

import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useState, type ReactNode } from "react";
import { StepButtons, StepLayout } from "@/components/dialogs/step-layout";
import { useValidationMessage } from "@/components/form/form";
import { useOnline } from "@/components/offline/use-online";
import { Badge } from "@/components/ui/badge";
import { categoryOptions, suggestedCategory } from "@/lib/statement-import/categories";
import { buildConfirmation, countConfirmation } from "@/lib/statement-import/confirmation";
import type { NewSubscriptionItem } from "@/lib/statement-import/review";
import type { StatementConfirmationInput } from "@/lib/statement-import/schema";
import { PaymentsRow, PriceChangeRow, StillChargingRow } from "./found-items";
import { NewItem } from "./new-item";
import { initialReviewState, reviewErrors, toChoices, type ReviewState } from "./review-choices";
import { ReviewNotes } from "./review-notes";
import { useBrokenIcons } from "./use-broken-icons";
import { shareOut, useRevealedCount } from "./use-revealed-count";
import type { ReviewData } from "./use-statement-flow";

/** A group of findings, shown once its first row is rendered; `count` is all of them. */
function Group({ title, hint, count, shown, children }: { title: string; hint: string; count: number; shown: number; children: ReactNode }) {
  const id = useId();
  if (shown === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div className="grid gap-0.5">
        <h3 id={id} className="flex items-center gap-2 font-semibold">
          {title}
          <Badge variant="secondary">{count}</Badge>
        </h3>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      <div className="grid gap-2">{children}</div>
    </section>
  );
}

function toggled(set: Set<string>, id: string, on: boolean): Set<string> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
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
  const { review, context, files, recorded } = data;
  const suggestion = ({ detected }: NewSubscriptionItem) =>
    suggestedCategory(detected.category, detected.category ? categoryName(detected.category) : "", context.categories);
  const [state, setState] = useState<ReviewState>(() => initialReviewState(review, suggestion));
  const errors = useMemo(() => reviewErrors(review, state, locale), [review, state, locale]);
  const brokenIcons = useBrokenIcons(review.newSubscriptions.map((item) => item.proposal.iconUrl));
  const confirmation = useMemo(
    () => buildConfirmation(review, toChoices(review, state, locale, brokenIcons), { files, context, recorded }),
    [review, state, locale, brokenIcons, files, context, recorded],
  );
  const counts = countConfirmation(confirmation);
  const decisions = counts.created + counts.merged + counts.dismissed + counts.priceChanges + state.payments.size + state.stillCharging.size;
  const invalid = Object.keys(errors).length > 0;
  const subscriptions = useMemo(() => [...context.subscriptions].sort((a, b) => a.name.localeCompare(b.name, locale)), [context.subscriptions, locale]);
  const sizes = [review.newSubscriptions.length, review.priceChanges.length, review.payments.length, review.stillCharging.length];
  const empty = sizes.every((size) => size === 0);
  const [newShown, priceChangesShown, paymentsShown, stillChargingShown] = shareOut(useRevealedCount(sizes.reduce((sum, size) => sum + size, 0)), sizes);
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
          onNext={() => onSave(confirmation)}
        />
      }
    >
      <div className="grid gap-6">
        <ReviewNotes data={data} />
        {empty ? <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{t("nothingFound")}</p> : null}

        <Group title={t("groups.new")} hint={t("hints.new")} count={review.newSubscriptions.length} shown={newShown}>
          {review.newSubscriptions.slice(0, newShown).map((item) => {
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
          })}
        </Group>
        <Group title={t("groups.priceChanges")} hint={t("hints.priceChanges")} count={review.priceChanges.length} shown={priceChangesShown}>
          {review.priceChanges.slice(0, priceChangesShown).map((item) => (
            <PriceChangeRow key={item.id} item={item} toggle={toggle("priceChanges", item.id)} />
          ))}
        </Group>
        <Group title={t("groups.payments")} hint={t("hints.payments")} count={review.payments.length} shown={paymentsShown}>
          {review.payments.slice(0, paymentsShown).map((item) => (
            <PaymentsRow key={item.id} item={item} toggle={toggle("payments", item.id)} />
          ))}
        </Group>
        <Group title={t("groups.stillCharging")} hint={t("hints.stillCharging")} count={review.stillCharging.length} shown={stillChargingShown}>
          {review.stillCharging.slice(0, stillChargingShown).map((item) => (
            <StillChargingRow key={item.id} item={item} toggle={item.payments.length > 0 ? toggle("stillCharging", item.id) : null} />
          ))}
        </Group>
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

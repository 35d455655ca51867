"use client";

import { useTranslations } from "next-intl";
import { useState, type RefObject } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import type { Category } from "@/lib/categories/types";
import type { Currency } from "@/lib/currency/currencies";
import type { PriceChange, Subscription } from "@/lib/subscriptions/types";
import { AddSubscriptionForm } from "./add-subscription-form";
import { useDiscardGuard } from "./discard-guard";
import { EditSubscriptionForm } from "./edit-subscription-form";
import { FORM_DIALOG_CONTENT_CLASS } from "./form-dialog-layout";

export type SubscriptionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  categories: Category[];
} & (
  | { mode: "add"; defaultCurrency: Currency }
  | { mode: "edit"; subscription: Subscription; priceChanges: PriceChange[] }
);

/** Loaded on first open with the forms, schema and brand search; the form unmounts on close. */
export function SubscriptionDialog({ open, onOpenChange, returnFocusTo, categories, ...props }: SubscriptionDialogProps) {
  const t = useTranslations("common");
  const [busy, setBusy] = useState(false);
  const done = () => onOpenChange(false);
  const { requestClose, guard } = useDiscardGuard(done);

  return guard(
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : next ? onOpenChange(true) : requestClose())}>
      <DialogContent
        closeLabel={t("close")}
        className={FORM_DIALOG_CONTENT_CLASS}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        {props.mode === "add" ? (
          <AddSubscriptionForm categories={categories} defaultCurrency={props.defaultCurrency} onBusyChange={setBusy} onDone={done} />
        ) : (
          <EditSubscriptionForm
            subscription={props.subscription}
            categories={categories}
            priceChanges={props.priceChanges}
            onBusyChange={setBusy}
            onDone={done}
          />
        )}
      </DialogContent>
    </Dialog>,
  );
}

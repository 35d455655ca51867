"use client";

import { useTranslations } from "next-intl";
import { useState, type RefObject } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { PaymentForm, type PaymentFormProps } from "./payment-form";

export type PaymentDialogProps = Omit<PaymentFormProps, "onDone" | "onBusyChange"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  onSaved?: () => void;
};

/** Loaded on first open; the form unmounts on close, so it opens on the charge's defaults again. */
export function PaymentDialog({ open, onOpenChange, returnFocusTo, onSaved, ...form }: PaymentDialogProps) {
  const t = useTranslations();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent
        closeLabel={t("common.close")}
        className="sm:max-w-md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("payments.dialog.title")}</DialogTitle>
          <DialogDescription>{form.name}</DialogDescription>
        </DialogHeader>
        {open ? (
          <PaymentForm
            {...form}
            onBusyChange={setBusy}
            onDone={() => {
              onOpenChange(false);
              onSaved?.();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { Pencil } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import type { PriceChange, Subscription } from "@/lib/subscriptions/types";
import { DialogLoading } from "./dialog-loading";
import { FORM_DIALOG_CONTENT_CLASS } from "./form-dialog-layout";
import type { Category } from "@/lib/categories/types";

const EditSubscriptionForm = dynamic(() => import("./edit-subscription-form").then((m) => m.EditSubscriptionForm), {
  ssr: false,
  loading: DialogLoading,
});

export function EditSubscriptionButton({
  subscription,
  categories,
  priceChanges,
}: {
  subscription: Subscription;
  categories: Category[];
  priceChanges: PriceChange[];
}) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("subscriptionForm.editLabel", { name: subscription.name })}>
          <Pencil aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")} className={FORM_DIALOG_CONTENT_CLASS}>
        <EditSubscriptionForm
          subscription={subscription}
          categories={categories}
          priceChanges={priceChanges}
          onBusyChange={setBusy}
          onDone={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { Plus } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import type { Currency } from "@/lib/currency/currencies";
import { DialogLoading } from "./dialog-loading";
import { FORM_DIALOG_CONTENT_CLASS } from "./form-dialog-layout";
import type { Category } from "@/lib/categories/types";

// The form, its schema and the brand search load when the dialog first opens.
const AddSubscriptionForm = dynamic(() => import("./add-subscription-form").then((m) => m.AddSubscriptionForm), {
  ssr: false,
  loading: DialogLoading,
});

export function AddSubscriptionButton({
  categories,
  defaultCurrency,
}: {
  categories: Category[];
  defaultCurrency: Currency;
}) {
  const t = useTranslations();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {t("subscriptionForm.addButton")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")} className={FORM_DIALOG_CONTENT_CLASS}>
        <AddSubscriptionForm
          categories={categories}
          defaultCurrency={defaultCurrency}
          onBusyChange={setBusy}
          onDone={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

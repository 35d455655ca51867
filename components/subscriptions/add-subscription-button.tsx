"use client";

import { Plus } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useOnline } from "@/components/offline/use-online";
import { Button } from "@/components/ui/button";
import { useLazyDialog } from "@/components/dialogs/use-lazy-dialog";
import type { Category } from "@/lib/categories/types";
import type { Currency } from "@/lib/currency/currencies";

const loadDialog = () => import("./subscription-dialog");
const SubscriptionDialog = dynamic(() => loadDialog().then((module) => module.SubscriptionDialog), { ssr: false });

export function AddSubscriptionButton({ categories, defaultCurrency }: { categories: Category[]; defaultCurrency: Currency }) {
  const t = useTranslations("subscriptionForm");
  const { trigger, open, opened, setOpen, show } = useLazyDialog();
  // Offline, nothing can be saved, and the dialog's code may not be in the offline cache.
  const online = useOnline();

  return (
    <>
      <Button ref={trigger} aria-haspopup="dialog" disabled={!online} onClick={show} onPointerEnter={loadDialog} onFocus={loadDialog}>
        <Plus aria-hidden="true" />
        {t("addButton")}
      </Button>
      {opened && (
        <SubscriptionDialog
          mode="add"
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={trigger}
          categories={categories}
          defaultCurrency={defaultCurrency}
        />
      )}
    </>
  );
}

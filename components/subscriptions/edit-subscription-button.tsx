"use client";

import { Pencil } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useOnline } from "@/components/offline/use-online";
import { Button } from "@/components/ui/button";
import { useLazyDialog } from "@/components/dialogs/use-lazy-dialog";
import type { Category } from "@/lib/categories/types";
import type { PriceChange, Subscription } from "@/lib/subscriptions/types";

const loadDialog = () => import("./subscription-dialog");
const SubscriptionDialog = dynamic(() => loadDialog().then((module) => module.SubscriptionDialog), { ssr: false });

export function EditSubscriptionButton({
  subscription,
  categories,
  priceChanges,
}: {
  subscription: Subscription;
  categories: Category[];
  priceChanges: PriceChange[];
}) {
  const t = useTranslations("subscriptionForm");
  const { trigger, open, opened, setOpen, show } = useLazyDialog();
  // Offline, nothing can be saved, and the dialog's code may not be in the offline cache.
  const online = useOnline();

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        aria-haspopup="dialog"
        aria-label={t("editLabel", { name: subscription.name })}
        disabled={!online}
        onClick={show}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
      >
        <Pencil aria-hidden="true" />
      </Button>
      {opened && (
        <SubscriptionDialog
          mode="edit"
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={trigger}
          categories={categories}
          subscription={subscription}
          priceChanges={priceChanges}
        />
      )}
    </>
  );
}

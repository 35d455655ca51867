"use client";

import { Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useOnline } from "@/components/offline/use-online";
import { Button } from "@/components/ui/button";
import { useLazyDialog } from "@/components/dialogs/use-lazy-dialog";
import type { Subscription } from "@/lib/subscriptions/types";

const loadDialog = () => import("./delete-subscription-dialog");
const DeleteSubscriptionDialog = dynamic(() => loadDialog().then((module) => module.DeleteSubscriptionDialog), { ssr: false });

export function DeleteSubscriptionButton({ subscription }: { subscription: Subscription }) {
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
        className="text-muted-foreground hover:text-destructive"
        aria-label={t("deleteLabel", { name: subscription.name })}
        aria-haspopup="dialog"
        disabled={!online}
        onClick={show}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      {opened && <DeleteSubscriptionDialog subscription={subscription} open={open} onOpenChange={setOpen} returnFocusTo={trigger} />}
    </>
  );
}

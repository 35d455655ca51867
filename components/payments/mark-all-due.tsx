"use client";

import { CheckCheck } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useLazyDialog } from "@/components/dialogs/use-lazy-dialog";
import { useOnline } from "@/components/offline/use-online";
import { toast } from "@/components/toast/toast";
import { useFailureToast } from "@/components/toast/use-failure-toast";
import { Button } from "@/components/ui/button";
import { markAllDuePaidAction } from "@/lib/payments/actions";
import type { LedgerEntry } from "@/lib/payments/charges";
import { markAllDuePaid } from "@/lib/payments/mark-paid";

const ConfirmDialog = dynamic(() => import("@/components/dialogs/confirm-dialog").then((module) => module.ConfirmDialog), { ssr: false });

/** Shown from two waiting charges on: one is as quick to mark on its card. */
export function MarkAllDue({ entries }: { entries: LedgerEntry[] }) {
  const t = useTranslations("payments.markAll");
  const failed = useFailureToast();
  const { trigger, open, opened, setOpen, show } = useLazyDialog();
  const online = useOnline();
  const drafts = markAllDuePaid(entries);
  if (drafts.length < 2) return null;
  const count = drafts.length;

  async function confirm() {
    const result = await markAllDuePaidAction({
      charges: drafts.map(({ subscriptionId, dueOn, amount, currency }) => ({ subscriptionId, dueOn, amount, currency })),
    }).catch(() => null);
    if (!result?.ok) return failed("payments.toasts.saveFailed", result?.formError ?? "common.tryAgain");
    setOpen(false);
    toast.success(t("done", { count: result.data.marked }));
  }

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-warning/30 bg-warning/5 px-4 py-3 text-sm">
      {/* At least 12rem of text before the button: a long button label goes to the next line instead. */}
      <p className="min-w-0 flex-[1_1_12rem] font-medium">{t("summary", { count })}</p>
      <Button ref={trigger} variant="outline" size="sm" aria-haspopup="dialog" disabled={!online} onClick={show}>
        <CheckCheck aria-hidden="true" />
        {t("button")}
      </Button>
      {opened && (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={trigger}
          title={t("title", { count })}
          description={t("description", { count })}
          confirmLabel={t("confirm")}
          pendingLabel={t("pending")}
          onConfirm={confirm}
        />
      )}
    </div>
  );
}

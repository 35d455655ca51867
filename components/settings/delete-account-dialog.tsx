"use client";

import { useTranslations } from "next-intl";
import { toast, toasterReady } from "@/components/layout/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useFailureToast } from "@/components/layout/use-failure-toast";
import { deleteAccountAction } from "@/lib/profile/actions";
import { DELETE_CONFIRMATION_WORD, isDeleteConfirmed } from "@/lib/profile/schema";
import { forgetPushOnThisBrowser } from "@/lib/push/browser";
import { loadClient } from "@/lib/supabase/load-client";
import { loadPage } from "@/lib/load-page";
import { forgetOfflineCopy } from "@/lib/offline/copy";

const REDIRECT_DELAY_MS = 800;

export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("account");
  const failed = useFailureToast();

  async function deleteAccount(confirmation: string) {
    const result = await deleteAccountAction({ confirmation }).catch(() => null);
    if (!result?.ok) {
      return failed("account.deleteError", "account.deleteErrorDescription");
    }
    await loadClient()
      .then(async (supabase) => {
        await forgetPushOnThisBrowser(supabase);
        return supabase.auth.signOut();
      })
      .catch(() => undefined);
    toast.success(t("deleted"), { description: t("deletedDescription") });
    // Stays busy until the page goes (the toast on screen for the whole delay): the account is
    // gone, and so is its offline copy.
    const shown = toasterReady().then(() => new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS)));
    await Promise.all([forgetOfflineCopy(), shown]);
    loadPage("/");
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("deleteDialog.title")}
      description={t("deleteDialog.description")}
      confirmLabel={t("deleteDialog.confirm")}
      pendingLabel={t("deleteDialog.deleting")}
      typedConfirmation={{
        label: t.rich("deleteDialog.confirmLabel", {
          word: DELETE_CONFIRMATION_WORD,
          strong: (chunks) => <strong className="font-mono">{chunks}</strong>,
        }),
        isConfirmed: isDeleteConfirmed,
      }}
      onConfirm={deleteAccount}
    />
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { deleteAccountAction } from "@/lib/profile/actions";
import { loadClient } from "@/lib/supabase/load-client";
import { DELETE_CONFIRMATION_WORD, isDeleteConfirmed } from "@/lib/profile/schema";

const REDIRECT_DELAY_MS = 800;

export function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations("account");
  const inputId = useId();
  const [confirmation, setConfirmation] = useState("");
  const [pending, setPending] = useState(false);
  const confirmed = isDeleteConfirmed(confirmation);

  function changeOpen(next: boolean) {
    if (pending) return;
    onOpenChange(next);
    if (!next) setConfirmation("");
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!confirmed || pending) return;
    setPending(true);
    const result = await deleteAccountAction({ confirmation }).catch(() => null);
    if (!result?.ok) {
      setPending(false);
      toast.error(t("deleteError"), { description: t("deleteErrorDescription") });
      return;
    }
    await loadClient()
      .then((supabase) => supabase.auth.signOut())
      .catch(() => undefined);
    toast.success(t("deleted"), { description: t("deletedDescription") });
    setTimeout(() => window.location.assign("/"), REDIRECT_DELAY_MS);
  }

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{t("deleteDialog.title")}</AlertDialogTitle>
            <AlertDialogDescription>{t("deleteDialog.description")}</AlertDialogDescription>
          </AlertDialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>
              <span>
                {t.rich("deleteDialog.confirmLabel", {
                  word: DELETE_CONFIRMATION_WORD,
                  strong: (chunks) => <strong className="font-mono">{chunks}</strong>,
                })}
              </span>
            </Label>
            <Input
              id={inputId}
              value={confirmation}
              onChange={(event) => setConfirmation(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              disabled={pending}
              className="font-mono"
            />
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={pending}>
              {t("deleteDialog.cancel")}
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!confirmed || pending}>
              {pending && <Spinner />}
              {pending ? t("deleteDialog.deleting") : t("deleteDialog.confirm")}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

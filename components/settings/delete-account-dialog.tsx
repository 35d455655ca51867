"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast, toasterReady } from "@/components/toast/toast";
import { useFailureToast } from "@/components/toast/use-failure-toast";
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
import { Form, FormField, SubmitButton } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { PROVIDER_NAMES } from "@/lib/auth/identity";
import { contactEmail } from "@/lib/env";
import { applyActionResult } from "@/lib/forms/errors";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { loadPage } from "@/lib/load-page";
import { forgetOfflineCopy } from "@/lib/offline/copy";
import type { Account } from "@/lib/profile/account";
import { deleteAccountAction } from "@/lib/profile/actions";
import { ACCOUNT_ERASED_AFTER_DAYS, deleteAccountSchema, isDeleteConfirmed } from "@/lib/profile/schema";
import { forgetPushOnThisBrowser } from "@/lib/push/browser";
import { createClient } from "@/lib/supabase/client";
import { loadClient } from "@/lib/supabase/load-client";

// Long enough to read the toast, which says when the data is erased and whom to write to.
const REDIRECT_DELAY_MS = 3000;
const EMPTY = { password: "", confirmation: "" };
type DeleteAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  account: Pick<Account, "hasPassword" | "provider"> & { signedInRecently: boolean };
};

export function DeleteAccountDialog({ open, onOpenChange, account }: DeleteAccountDialogProps) {
  const t = useTranslations("account");
  const failed = useFailureToast();
  const form = useZodForm(deleteAccountSchema, { defaultValues: EMPTY });
  const [needsSignIn, setNeedsSignIn] = useState(!account.hasPassword && !account.signedInRecently);
  const [redirecting, setRedirecting] = useState(false);
  const [closed, setClosed] = useState(false);
  const pending = form.formState.isSubmitting || closed;
  const typed = form.watch("confirmation") ?? "";
  const providerName = account.provider ? PROVIDER_NAMES[account.provider] : "";

  function changeOpen(next: boolean) {
    if (pending || redirecting) return;
    onOpenChange(next);
    if (!next) form.reset(EMPTY);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (account.hasPassword && !values.password) {
      form.setError("password", { type: "required", message: "required" });
      return;
    }
    const result = await deleteAccountAction(values).catch(() => null);
    if (!result?.ok) {
      if (result?.formError === "account.signInAgain") {
        setNeedsSignIn(true);
        return;
      }
      failed("account.deleteError", applyActionResult(form, result, "account.deleteErrorDescription"));
      return;
    }
    setClosed(true);
    await loadClient()
      .then(async (supabase) => {
        await forgetPushOnThisBrowser(supabase);
        return supabase.auth.signOut();
      })
      .catch(() => undefined);
    toast.success(t("deleted"), { description: t("deletedDescription", { days: ACCOUNT_ERASED_AFTER_DAYS, email: contactEmail() }) });
    // Stays busy until the page goes (the toast on screen for the whole delay): the account is
    // closed, and so is its offline copy.
    const shown = toasterReady().then(() => new Promise((resolve) => setTimeout(resolve, REDIRECT_DELAY_MS)));
    await Promise.all([forgetOfflineCopy(), shown]);
    loadPage("/");
  });

  async function signInAgain() {
    if (!account.provider) return;
    setRedirecting(true);
    const { error } = await createClient()
      .auth.signInWithOAuth({
        provider: account.provider,
        options: { redirectTo: `${window.location.origin}/auth/callback?next=${encodeURIComponent("/settings")}` },
      })
      .catch(() => ({ error: new Error("unreachable") }));
    if (error) {
      setRedirecting(false);
      failed("account.signInAgainError");
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={changeOpen}>
      <AlertDialogContent>
        <Form form={form} onSubmit={onSubmit} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{t("deleteDialog.title")}</AlertDialogTitle>
            <AlertDialogDescription>
              {t.rich("deleteDialog.description", {
                days: ACCOUNT_ERASED_AFTER_DAYS,
                contact: (chunks) => (
                  <a href="/contact" target="_blank" rel="noopener" className="font-medium text-foreground underline underline-offset-4">
                    {chunks}
                  </a>
                ),
              })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          {account.hasPassword ? (
            <>
              {/* Lets password managers offer the signed-in account's password. */}
              <input type="text" autoComplete="username" hidden readOnly />
              <FormField name="password" label={t("deleteDialog.passwordLabel")}>
                {(control) => (
                  <Input type="password" autoComplete="current-password" disabled={pending} {...control} {...form.register("password")} />
                )}
              </FormField>
            </>
          ) : needsSignIn ? (
            <p className="text-sm text-muted-foreground">{t("deleteDialog.signInAgainHint", { provider: providerName })}</p>
          ) : (
            <FormField
              name="confirmation"
              label={t.rich("deleteDialog.confirmLabel", {
                word: t("deleteDialog.word"),
                strong: (chunks) => <strong className="font-mono">{chunks}</strong>,
              })}
            >
              {(control) => (
                <Input
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  disabled={pending}
                  className="font-mono"
                  {...control}
                  {...form.register("confirmation")}
                />
              )}
            </FormField>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={pending || redirecting}>
              {t("deleteDialog.cancel")}
            </AlertDialogCancel>
            {!account.hasPassword && needsSignIn ? (
              <Button type="button" onClick={signInAgain} disabled={redirecting}>
                {redirecting && <Spinner />}
                {t("deleteDialog.signInAgain", { provider: providerName })}
              </Button>
            ) : (
              <SubmitButton
                variant="destructive"
                pending={pending}
                disabled={!account.hasPassword && !isDeleteConfirmed(typed)}
                label={t("deleteDialog.confirm")}
                pendingLabel={t("deleteDialog.deleting")}
              />
            )}
          </AlertDialogFooter>
        </Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

"use client";

import { LogOut, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useSignOut } from "@/components/auth/use-sign-out";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ACCOUNT_ERASED_AFTER_DAYS } from "@/lib/profile/schema";
import { ActionRow } from "./action-row";
import type { Account } from "@/lib/profile/account";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** Without the account (the auth server did not answer), deletion asks for a password. */
const UNKNOWN_ACCOUNT = { hasPassword: true, provider: null, signedInRecently: false };

export function AccountActions({ account }: { account: (Pick<Account, "hasPassword" | "provider"> & { signedInRecently: boolean }) | null }) {
  const t = useTranslations();
  const { signingOut, signOut } = useSignOut();
  const [deleting, setDeleting] = useState(false);

  return (
    <div className="grid divide-y">
      <ActionRow title={t("settings.account.signOut")} hint={t("settings.account.signOutHint")}>
        <Button variant="outline" onClick={signOut} disabled={signingOut} className="w-full sm:w-auto">
          {signingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
          {signingOut ? t("settings.account.signingOut") : t("settings.account.signOut")}
        </Button>
      </ActionRow>
      <ActionRow title={t("settings.account.delete")} hint={t("settings.account.deleteHint", { days: ACCOUNT_ERASED_AFTER_DAYS })}>
        <Button variant="destructive" onClick={() => setDeleting(true)} aria-haspopup="dialog" className="w-full sm:w-auto">
          <Trash2 aria-hidden="true" />
          {t("settings.account.delete")}
        </Button>
      </ActionRow>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} account={account ?? UNKNOWN_ACCOUNT} />
    </div>
  );
}

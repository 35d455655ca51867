"use client";

import { LogOut, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useSignOut } from "@/components/auth/use-sign-out";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ActionRow } from "./action-row";
import { DeleteAccountDialog } from "./delete-account-dialog";

export function AccountActions() {
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
      <ActionRow title={t("settings.account.delete")} hint={t("settings.account.deleteHint")}>
        <Button variant="destructive" onClick={() => setDeleting(true)} aria-haspopup="dialog" className="w-full sm:w-auto">
          <Trash2 aria-hidden="true" />
          {t("settings.account.delete")}
        </Button>
      </ActionRow>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}

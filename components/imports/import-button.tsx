"use client";

import { Upload } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useOnline } from "@/components/offline/use-online";
import { Button } from "@/components/ui/button";
import { useLazyDialog } from "@/components/dialogs/use-lazy-dialog";

// The dialog, the file readers and the CSV parser load only when the user opens it.
const ImportDialog = dynamic(() => import("./import-dialog").then((module) => module.ImportDialog), { ssr: false });
const StatementDialog = dynamic(() => import("@/components/statement-import/statement-dialog").then((module) => module.StatementDialog), {
  ssr: false,
});

/** With the user's currency known, the dialog also offers to find subscriptions in a bank statement. */
export function ImportButton({ label = "compact", defaultCurrency }: { label?: "compact" | "full"; defaultCurrency?: string }) {
  const t = useTranslations("imports");
  const { trigger, open, opened, setOpen, show } = useLazyDialog();
  const statements = useLazyDialog();
  // Offline, nothing can be saved, and the dialog's code may not be in the offline cache.
  const online = useOnline();

  return (
    <>
      <Button ref={trigger} variant="outline" size="sm" aria-haspopup="dialog" disabled={!online} onClick={show}>
        <Upload aria-hidden="true" />
        <span className={label === "compact" ? "sr-only sm:not-sr-only" : undefined}>{t("button")}</span>
      </Button>
      {opened && (
        <ImportDialog
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={trigger}
          onStatement={
            defaultCurrency
              ? () => {
                  setOpen(false);
                  statements.show();
                }
              : undefined
          }
        />
      )}
      {defaultCurrency && statements.opened && (
        <StatementDialog open={statements.open} onOpenChange={statements.setOpen} returnFocusTo={trigger} defaultCurrency={defaultCurrency} />
      )}
    </>
  );
}

"use client";

import { Download, Undo2 } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "@/components/toast/toast";
import { ImportButton } from "@/components/imports/import-button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";
import { useFailureToast } from "@/components/toast/use-failure-toast";
import { undoLastImportAction } from "@/lib/import-export/run/actions";
import type { LastImport } from "@/lib/import-export/run/queries";
import { ActionRow } from "./action-row";

/** Exports, imports (with bank statements once the user's currency is known) and undoing the last import. */
export function DataSection({ lastImport, defaultCurrency }: { lastImport: LastImport | null; defaultCurrency?: string }) {
  const t = useTranslations();
  const format = useFormatter();
  const failed = useFailureToast();
  const [confirming, setConfirming] = useState(false);
  const download = buttonVariants({ variant: "outline", className: "w-full sm:w-auto" });

  async function undo() {
    const result = await undoLastImportAction({}).catch(() => null);
    if (!result?.ok) return failed("imports.undoFailed", result?.formError ?? null);
    setConfirming(false);
    toast.success(t("imports.undone"), { description: t("imports.undoneDescription", { count: result.data.count }) });
  }

  return (
    <div className="grid divide-y">
      <ActionRow title={t("settings.data.csv")} hint={t("settings.data.csvHint")}>
        <a href="/settings/export/csv" download className={download}>
          <Download aria-hidden="true" />
          {t("settings.data.csv")}
        </a>
      </ActionRow>
      <ActionRow title={t("settings.data.paymentsCsv")} hint={t("settings.data.paymentsCsvHint")}>
        <a href="/settings/export/payments" download className={download}>
          <Download aria-hidden="true" />
          {t("settings.data.paymentsCsv")}
        </a>
      </ActionRow>
      <ActionRow title={t("settings.data.json")} hint={t("settings.data.jsonHint")}>
        <a href="/settings/export/json" download className={download}>
          <Download aria-hidden="true" />
          {t("settings.data.json")}
        </a>
      </ActionRow>
      <ActionRow title={t("imports.title")} hint={t("settings.data.importHint")}>
        <ImportButton label="full" defaultCurrency={defaultCurrency} />
      </ActionRow>
      <ActionRow
        title={t("imports.undoLast")}
        hint={
          lastImport
            ? t("imports.undoLastHint", {
                file: lastImport.fileName ?? t(`imports.sources.${lastImport.source}`),
                date: format.dateTime(new Date(lastImport.createdAt), { dateStyle: "medium", timeStyle: "short" }),
              })
            : t("imports.undoLastNone")
        }
      >
        <Button variant="outline" className="w-full sm:w-auto" disabled={!lastImport} onClick={() => setConfirming(true)}>
          <Undo2 aria-hidden="true" />
          {t("imports.undoLast")}
        </Button>
      </ActionRow>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("imports.confirmUndo.title")}
        description={t("imports.confirmUndo.description")}
        confirmLabel={t("imports.confirmUndo.confirm")}
        onConfirm={undo}
      />
    </div>
  );
}

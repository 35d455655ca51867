"use client";

import { ScanSearch } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useLazyDialog } from "@/components/dialogs/use-lazy-dialog";
import { useOnline } from "@/components/offline/use-online";
import { Button } from "@/components/ui/button";

// The dialog, the statement readers and the worker load only when the user opens it.
const StatementDialog = dynamic(() => import("./statement-dialog").then((module) => module.StatementDialog), { ssr: false });

export function StatementButton({
  defaultCurrency,
  label = "compact",
  className,
}: {
  defaultCurrency: string;
  label?: "compact" | "full";
  className?: string;
}) {
  const t = useTranslations("statements");
  const { trigger, open, opened, setOpen, show } = useLazyDialog();
  const online = useOnline();

  return (
    <>
      <Button ref={trigger} variant="outline" size="sm" aria-haspopup="dialog" disabled={!online} onClick={show} className={className}>
        <ScanSearch aria-hidden="true" />
        <span className={label === "compact" ? "sr-only sm:not-sr-only" : undefined}>{t("button")}</span>
      </Button>
      {opened && <StatementDialog open={open} onOpenChange={setOpen} returnFocusTo={trigger} defaultCurrency={defaultCurrency} />}
    </>
  );
}

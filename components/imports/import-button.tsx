"use client";

import { Upload } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";

// The dialog, the file readers and the CSV parser load only when the user opens it.
const ImportDialog = dynamic(() => import("./import-dialog").then((module) => module.ImportDialog), { ssr: false });

export function ImportButton({ label = "compact" }: { label?: "compact" | "full" }) {
  const t = useTranslations("imports");
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={trigger}
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Upload aria-hidden="true" />
        <span className={label === "compact" ? "sr-only sm:not-sr-only" : undefined}>{t("button")}</span>
      </Button>
      {opened && <ImportDialog open={open} onOpenChange={setOpen} returnFocusTo={trigger} />}
    </>
  );
}

"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import type { ReadProgress } from "./use-statement-reader";

// Quick files show no bar at all; one that takes longer than this gets one.
const BAR_AFTER_MS = 400;

export function ProgressStep({ progress, detecting }: { progress: ReadProgress | null; detecting: boolean }) {
  const t = useTranslations("statements.progress");
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), BAR_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const text = detecting ? t("detecting") : progress?.file ? t("reading", { file: progress.file }) : t("starting");

  return (
    <div className="grid min-h-48 content-center justify-items-center gap-4 px-6 py-12 text-sm">
      <p role="status" className="flex items-center gap-3 text-center">
        <Spinner className="size-5 shrink-0" />
        <span className="break-all">{text}</span>
      </p>
      {slow && !detecting ? <Progress value={percent} aria-label={t("label")} className="max-w-sm" /> : null}
    </div>
  );
}

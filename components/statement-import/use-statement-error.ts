"use client";

import { useTranslations } from "next-intl";
import type { StatementError } from "@/lib/import-export/formats/statements/types";

/** "bank.ofx, line 212: The file ends too early …": every problem names its file, and its line when there is one. */
export function useStatementError() {
  const t = useTranslations("statements.errors");
  return (error: StatementError) => {
    const message = t(error.key, error.values ?? {});
    return error.line === undefined ? t("inFile", { file: error.file, message }) : t("atLine", { file: error.file, line: error.line, message });
  };
}

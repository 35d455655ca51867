"use client";

import { useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/dialogs/confirm-dialog";

const ReportDirty = createContext<(dirty: boolean) => void>(() => {});

export function useReportDirty(dirty: boolean) {
  const report = useContext(ReportDirty);
  useEffect(() => report(dirty), [report, dirty]);
}

/** The form's own Cancel button is an explicit choice and closes at once. */
export function useDiscardGuard(close: () => void) {
  const t = useTranslations("subscriptionForm.discard");
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const report = useCallback((next: boolean) => {
    dirty.current = next;
  }, []);

  // The question opens after the Escape that asked for it has finished: opened during it, the
  // question's own Escape handler could take that same key press and close it at once.
  const requestClose = () => (dirty.current ? window.setTimeout(() => setAsking(true)) : close());
  const guard = (children: ReactNode) => (
    <ReportDirty.Provider value={report}>
      {children}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t("title")}
        description={t("description")}
        confirmLabel={t("confirm")}
        onConfirm={async () => {
          setAsking(false);
          dirty.current = false;
          close();
        }}
      />
    </ReportDirty.Provider>
  );
  return { requestClose, guard };
}

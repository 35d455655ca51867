"use client";

import { useEffect } from "react";
import { useTheme } from "@/components/theme/use-theme";
import { Toaster } from "@/components/ui/sonner";

/** The toaster, reporting once it listens (its own effects run before this one's). */
export function ReadyToaster({ onReady }: { onReady: () => void }) {
  const [theme] = useTheme();
  useEffect(onReady, [onReady]);
  return <Toaster theme={theme} />;
}

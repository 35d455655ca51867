"use client";

import { useEffect } from "react";
import { Toaster } from "@/components/ui/sonner";

/** The toaster, reporting once it listens (its own effects run before this one's). */
export function ReadyToaster({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return <Toaster />;
}

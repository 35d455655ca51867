"use client";

import { useSyncExternalStore } from "react";
import { applyTheme, currentTheme, saveTheme } from "@/lib/theme/client";
import type { Theme } from "@/lib/theme/theme";

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setTheme(theme: Theme, { save = true }: { save?: boolean } = {}) {
  applyTheme(theme);
  if (save) saveTheme(theme);
  for (const listener of listeners) listener();
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => "system" as const);
  return [theme, setTheme];
}

"use client";

import { useEffect } from "react";
import { savedTheme } from "@/lib/theme/client";
import { THEME_STORAGE_KEY, isTheme } from "@/lib/theme/theme";
import { setTheme, useTheme } from "./use-theme";

/**
 * A choice the server did not see (cookie cleared) is applied and written back; one made in another
 * tab shows at once.
 */
export function ThemeSync() {
  const [theme] = useTheme();
  useEffect(() => {
    const saved = savedTheme();
    if (saved && saved !== theme) setTheme(saved);
    // Only on the first render: later changes come from this page's own menus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === THEME_STORAGE_KEY && isTheme(event.newValue)) setTheme(event.newValue, { save: false });
    }
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
  return null;
}

/** "system" follows the device's colour scheme; the others hold whatever the device says. */
export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** Local storage key of the choice; the cookie of the same name mirrors it so the server renders the right class. */
export const THEME_STORAGE_KEY = "subscription-manager.theme";
export const THEME_COOKIE = THEME_STORAGE_KEY;

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

export function themeFromCookie(value: string | undefined): Theme {
  return isTheme(value) ? value : "system";
}

/** The class <html> carries: none for "system", where the stylesheet follows prefers-color-scheme. */
export function themeClass(theme: Theme): "light" | "dark" | undefined {
  return theme === "system" ? undefined : theme;
}

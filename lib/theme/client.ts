import { THEME_COOKIE, THEME_STORAGE_KEY, isTheme, themeClass, type Theme } from "./theme";
import { ONE_YEAR } from "@/lib/http/cookies";

export function currentTheme(): Theme {
  const classes = document.documentElement.classList;
  return classes.contains("dark") ? "dark" : classes.contains("light") ? "light" : "system";
}

export function applyTheme(theme: Theme) {
  const classes = document.documentElement.classList;
  classes.remove("light", "dark");
  const name = themeClass(theme);
  if (name) classes.add(name);
}

export function saveTheme(theme: Theme) {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (private mode); the cookie still carries the choice.
  }
  document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}

export function savedTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

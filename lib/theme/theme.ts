export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_STORAGE_KEY = "subscription-manager.theme";
export const THEME_COOKIE = THEME_STORAGE_KEY;

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

export function themeClass(theme: Theme): "light" | "dark" | undefined {
  return theme === "system" ? undefined : theme;
}

// Runs inline before the first paint: prerendered pages are the same bytes for every visitor.
export const THEME_BOOTSTRAP_SCRIPT =
  `(function(){var k=${JSON.stringify(THEME_STORAGE_KEY)},t=null;` +
  `try{t=localStorage.getItem(k)}catch(e){}` +
  `if(!t){var c=document.cookie.split("; ");for(var i=0;i<c.length;i++)if(c[i].indexOf(k+"=")===0)t=c[i].slice(k.length+1)}` +
  `if(t==="light"||t==="dark")document.documentElement.classList.add(t)})()`;

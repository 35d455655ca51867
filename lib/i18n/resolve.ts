import { defaultLocale, isLocale, type Locale } from "./locales";

export function matchLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const tag = value.trim().toLowerCase();
  if (isLocale(value.trim())) return value.trim() as Locale;
  if (tag === "zh-tw" || tag.startsWith("zh-hant") || tag === "zh-hk" || tag === "zh-mo") return "zh-TW";
  const language = tag.split(/[-_]/)[0];
  if (language === "en") return "en";
  if (language === "es") return "es";
  return null;
}

export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag, weight: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ tag, weight }) => tag && Number.isFinite(weight) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return null;
}

export type LocaleSources = {
  query?: string | null;
  saved?: string | null;
  acceptLanguage?: string | null;
};

export function resolveLocale({ query, saved, acceptLanguage }: LocaleSources): Locale {
  return (
    matchLocale(query) ?? matchLocale(saved) ?? localeFromAcceptLanguage(acceptLanguage) ?? defaultLocale
  );
}

import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { formatMonth } from "@/lib/dates/format-date";
import { locales, type Locale } from "@/lib/i18n/locales";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import zhTW from "@/messages/zh-TW.json";

const messages: Record<Locale, typeof en> = { en, es, "zh-TW": zhTW };

describe("insights section descriptions", () => {
  // Spanish month names are lowercase: a sentence that opened with one would start in lowercase.
  it.each(locales)("%s: every sentence naming the current month starts with a capital letter", (locale) => {
    const t = createTranslator({ locale, messages: messages[locale], namespace: "insights" });
    const month = formatMonth("2026-11", locale);
    for (const text of [t("upcoming.description", { month }), t("history.description", { month })]) {
      expect(text).toContain(month);
      for (const sentence of text.split(/(?<=[.。])\s*/).filter(Boolean)) {
        expect(sentence[0], sentence).toBe(sentence[0].toLocaleUpperCase(locale));
      }
    }
  });
});

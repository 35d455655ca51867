import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/locales";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import zhTW from "@/messages/zh-TW.json";

const MESSAGES = { en, "zh-TW": zhTW, es } as const;

function translatorFor(locale: Locale) {
  return createTranslator({
    locale,
    messages: MESSAGES[locale],
    // A missing or broken message in a reminder is a bug to fail on, not text to send.
    onError: (error) => {
      throw error;
    },
  });
}

const translators = new Map<Locale, ReturnType<typeof translatorFor>>();

export function translate(locale: Locale) {
  let t = translators.get(locale);
  if (!t) {
    t = translatorFor(locale);
    translators.set(locale, t);
  }
  return t;
}

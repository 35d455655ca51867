import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, matchLocale, resolveLocale } from "@/lib/i18n/resolve";
import { urlForLocale } from "@/lib/i18n/client";

describe("matchLocale", () => {
  it.each([
    ["en", "en"],
    ["EN-gb", "en"],
    ["zh-TW", "zh-TW"],
    ["zh-tw", "zh-TW"],
    ["zh-Hant", "zh-TW"],
    ["zh-Hant-HK", "zh-TW"],
    ["es-MX", "es"],
    ["fr", null],
    ["zh-CN", null],
    ["", null],
  ])("%s → %s", (input, expected) => {
    expect(matchLocale(input)).toBe(expected);
  });
});

describe("localeFromAcceptLanguage", () => {
  it("honours q-values and order", () => {
    expect(localeFromAcceptLanguage("fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7")).toBe("es");
    expect(localeFromAcceptLanguage("en;q=0.5, zh-TW;q=0.9")).toBe("zh-TW");
    expect(localeFromAcceptLanguage("de, fr")).toBeNull();
    expect(localeFromAcceptLanguage("es;q=0, en")).toBe("en");
  });
});

describe("resolveLocale", () => {
  it("uses ?lang first, then the saved choice, then the browser, then English", () => {
    expect(resolveLocale({ query: "es", saved: "zh-TW", acceptLanguage: "en" })).toBe("es");
    expect(resolveLocale({ query: "xx", saved: "zh-TW", acceptLanguage: "es" })).toBe("zh-TW");
    expect(resolveLocale({ query: null, saved: null, acceptLanguage: "es-ES,es;q=0.9" })).toBe("es");
    expect(resolveLocale({})).toBe("en");
  });
});

describe("urlForLocale", () => {
  it("omits English and keeps the rest of the URL", () => {
    expect(urlForLocale("http://x.test/settings?lang=es&a=1#top", "en")).toBe("/settings?a=1#top");
    expect(urlForLocale("http://x.test/?a=1", "zh-TW")).toBe("/?a=1&lang=zh-TW");
  });
});

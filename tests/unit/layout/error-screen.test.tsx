import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorScreen } from "@/components/layout/error-screen";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import zhTW from "@/messages/zh-TW.json";

describe("the error screen", () => {
  it.each([
    ["en", en],
    ["zh-TW", zhTW],
    ["es", es],
  ] as const)("shows a title, a subtitle and a back-home button in %s", (locale, messages) => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
        <ErrorScreen error={new Error("boom")} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain(messages.errorPage.title);
    expect(html).toContain(messages.errorPage.subtitle);
    expect(html).toMatch(new RegExp(`<button[^>]*>${messages.errorPage.backHome}</button>`));
    expect(html).toContain('role="alert"');
    expect(html).not.toContain("boom");
  });
});

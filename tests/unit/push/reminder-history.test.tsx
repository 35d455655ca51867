import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReminderHistory } from "@/components/settings/reminder-history";
import { asDigestError, digestErrorView } from "@/lib/reminders/dispatch/digest-errors";
import type { DigestHistoryEntry } from "@/lib/reminders/settings/history";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import zhTW from "@/messages/zh-TW.json";

const MESSAGES = { en, "zh-TW": zhTW, es };

const failed = (id: string, error: string | null, channel: "email" | "push" = "push"): DigestHistoryEntry => ({
  id,
  localDate: "2027-02-17",
  channel,
  status: "failed",
  isTest: true,
  itemCount: 0,
  retrying: false,
  at: "2027-02-17T09:00:00Z",
  error: digestErrorView(error),
});

function render(locale: keyof typeof MESSAGES, digests: DigestHistoryEntry[]): string[] {
  const html = renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="UTC">
      <ReminderHistory digests={digests} />
    </NextIntlClientProvider>,
  );
  return [...html.matchAll(/<p class="[^"]*basis-full[^"]*">([^<]*)<\/p>/g)].map((match) => match[1].replaceAll("&#x27;", "'"));
}

describe("recent reminders", () => {
  it("say why one failed in a sentence, with a refusal's status and nothing else, in every language", () => {
    const digests = [failed("a", "push_refused:403"), failed("b", "mail_unreachable", "email"), failed("c", "push_endpoint_refused")];
    expect(render("en", digests)).toEqual([
      "The push service refused: 403",
      "The mail server could not be reached.",
      "This device's push service is not one this site sends to.",
    ]);
    expect(render("zh-TW", digests)).toEqual(["推播服務拒收：403", "無法連上郵件伺服器。", "這部裝置的推播服務不在本網站可傳送的範圍內。"]);
    expect(render("es", digests)[0]).toBe("El servicio push rechazó el envío: 403");
  });

  it("never show text that is not a code", () => {
    const lines = render("en", [failed("a", "push service answered 403: <html>internal admin</html>"), failed("b", "mail_refused")]);
    expect(lines).toEqual(["Something went wrong.", "The mail server refused the message."]);
  });

  it("say nothing more for digests that went out", () => {
    expect(render("en", [{ ...failed("a", null), status: "sent" }])).toEqual([]);
  });
});

describe("digest error codes", () => {
  it("keep a code and its status, and turn anything else into the fallback", () => {
    expect(asDigestError("push_refused:410", "push_unreachable")).toBe("push_refused:410");
    expect(asDigestError("mail_unreachable", "mail_refused")).toBe("mail_unreachable");
    expect(asDigestError("SMTP smtp.internal:25: connect ECONNREFUSED", "mail_unreachable")).toBe("mail_unreachable");
    expect(asDigestError("push_refused:403 <body>", "push_unreachable")).toBe("push_unreachable");
    expect(digestErrorView("push_refused:abc")).toEqual({ code: "push_refused", status: null });
  });
});

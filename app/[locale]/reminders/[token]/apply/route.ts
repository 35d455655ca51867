import type { NextRequest } from "next/server";
import { redirectWithin } from "@/lib/auth/safe-redirect";
import { isLocale } from "@/lib/i18n/locales";
import { readTextBody } from "@/lib/http/read-json";
import { parseAnswerAmount } from "@/lib/reminders/links/answer-amount";
import { followReminderLink, isLinkTokenShape } from "@/lib/reminders/links/follow-link";
import { createClient } from "@/lib/supabase/server";

type Context = { params: Promise<{ locale: string; token: string }> };

// "confirm=1" (and an amount) from the page, "List-Unsubscribe=One-Click" from a mail client: a few dozen bytes.
const MAX_BODY_BYTES = 1024;

function plain(status: number): Response {
  return new Response(status === 200 ? "Done\n" : "Not applied\n", {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function pagePath(token: string, locale: string, badAmount = false): string {
  return `/reminders/${encodeURIComponent(token)}?lang=${isLocale(locale) ? locale : "en"}${badAmount ? "&amount=invalid" : ""}`;
}

/**
 * The page's button posts here and is sent back to the page; a mail client's RFC 8058 one-click
 * unsubscribe gets a plain answer. Neither needs a session.
 */
export async function POST(request: NextRequest, { params }: Context) {
  const { locale, token } = await params;
  if (!isLinkTokenShape(token)) return plain(404);
  const body = await readTextBody(request, MAX_BODY_BYTES);
  if (!body.ok) return plain(body.reason === "tooLarge" ? 413 : 400);
  const form = new URLSearchParams(body.text);
  const fromPage = form.get("confirm") === "1";
  const amountText = form.get("amount");
  const amount = amountText === null ? null : parseAnswerAmount(amountText, isLocale(locale) ? locale : "en");
  if (fromPage && amountText !== null && amount === null) return redirectWithin(pagePath(token, locale, true));
  const result = await followReminderLink(await createClient(), token, true, amount);
  if (fromPage) return redirectWithin(pagePath(token, locale, result?.status === "bad_amount"));
  if (!result) return plain(503);
  const statuses: Partial<Record<typeof result.status, number>> = { invalid: 404, expired: 410, answered: 409, bad_amount: 400 };
  return plain(statuses[result.status] ?? 200);
}

/** Looking at the address changes nothing (mail scanners open links): it shows the page. */
export async function GET(_request: NextRequest, { params }: Context) {
  const { locale, token } = await params;
  return redirectWithin(pagePath(token, locale));
}

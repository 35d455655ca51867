import type { NextRequest } from "next/server";
import { redirectWithin } from "@/lib/auth/safe-redirect";
import { isLocale } from "@/lib/i18n/locales";
import { readTextBody } from "@/lib/http/read-json";
import { followReminderLink, isLinkTokenShape } from "@/lib/reminders/links/follow-link";
import { createClient } from "@/lib/supabase/server";

type Context = { params: Promise<{ locale: string; token: string }> };

// "confirm=1" from the page, "List-Unsubscribe=One-Click" from a mail client: a few dozen bytes.
const MAX_BODY_BYTES = 1024;

function plain(status: number): Response {
  return new Response(status === 200 ? "Done\n" : "Not applied\n", {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function pagePath(token: string, locale: string): string {
  return `/reminders/${encodeURIComponent(token)}?lang=${isLocale(locale) ? locale : "en"}`;
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
  const fromPage = new URLSearchParams(body.text).get("confirm") === "1";
  const result = await followReminderLink(await createClient(), token, true);
  if (fromPage) return redirectWithin(pagePath(token, locale));
  return plain(!result ? 503 : result.status === "invalid" ? 404 : result.status === "expired" ? 410 : 200);
}

/** Looking at the address changes nothing (mail scanners open links): it shows the page. */
export async function GET(_request: NextRequest, { params }: Context) {
  const { locale, token } = await params;
  return redirectWithin(pagePath(token, locale));
}

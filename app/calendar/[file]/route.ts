import { getTranslations } from "next-intl/server";
import { feedEvents, pastFeedEvents } from "@/lib/ical-feed/events";
import { renderFeed } from "@/lib/ical-feed/ics";
import { getFeedData } from "@/lib/ical-feed/queries";
import { isFeedToken, tokenFromFileName } from "@/lib/ical-feed/urls";
import { todayIn } from "@/lib/dates/local-clock";
import { siteUrl } from "@/lib/env";
import { createAnonymousClient } from "@/lib/supabase/anonymous";

// A wrong, revoked or malformed token gets the same empty 404, so an answer tells nothing.
function notFound() {
  return new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export async function GET(_request: Request, { params }: RouteContext<"/calendar/[file]">) {
  const token = tokenFromFileName((await params).file);
  if (!token || !isFeedToken(token)) return notFound();
  const data = await getFeedData(createAnonymousClient(), token);
  if (!data) return notFound();

  const t = await getTranslations({ locale: data.locale });
  const today = todayIn(data.timeZone);
  const events = [...pastFeedEvents(data, today), ...feedEvents(data, today)];
  const body = renderFeed(events, { locale: data.locale, sendHour: data.sendHour, siteUrl: siteUrl(), t });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="subscriptions.ics"',
      // The URL is a secret: no shared cache may keep it, and a revoked one must stop at once.
      "Cache-Control": "private, no-cache",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}

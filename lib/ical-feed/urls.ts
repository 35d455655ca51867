const FEED_EXTENSION = ".ics";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isFeedToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

export function feedPath(token: string): string {
  return `/calendar/${token}${FEED_EXTENSION}`;
}

/** The token in a feed's last path segment ("<token>.ics"), or null when the segment is not one. */
export function tokenFromFileName(fileName: string): string | null {
  return fileName.endsWith(FEED_EXTENSION) ? fileName.slice(0, -FEED_EXTENSION.length) : null;
}

export type FeedLinks = {
  /** What to paste into a calendar app's "subscribe by URL". */
  url: string;
  /** Opens the system calendar app (Apple Calendar, Outlook) on a subscription. */
  webcal: string;
  /** Google Calendar's "add by URL" page with the feed filled in. */
  google: string;
};

export function feedLinks(origin: string, token: string): FeedLinks {
  const url = new URL(feedPath(token), origin).toString();
  const webcal = url.replace(/^https?:\/\//, "webcal://");
  const google = `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`;
  return { url, webcal, google };
}

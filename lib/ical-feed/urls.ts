const FEED_EXTENSION = ".ics";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isFeedToken(value: string): boolean {
  return TOKEN_PATTERN.test(value);
}

export function feedPath(token: string): string {
  return `/calendar/${token}${FEED_EXTENSION}`;
}

export function tokenFromFileName(fileName: string): string | null {
  return fileName.endsWith(FEED_EXTENSION) ? fileName.slice(0, -FEED_EXTENSION.length) : null;
}

export type FeedLinks = {
  url: string;
  webcal: string;
  google: string;
};

export function feedLinks(origin: string, token: string): FeedLinks {
  const url = new URL(feedPath(token), origin).toString();
  const webcal = url.replace(/^https?:\/\//, "webcal://");
  const google = `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`;
  return { url, webcal, google };
}

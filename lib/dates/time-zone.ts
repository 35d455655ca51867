export const TIME_ZONE_COOKIE = "tz";
export const DEFAULT_TIME_ZONE = "UTC";
const MAX_TIME_ZONE_LENGTH = 64;

export function isValidTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_TIME_ZONE_LENGTH) return false;
  if (!/^[A-Za-z0-9_+\-/]+$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export function timeZoneFromCookie(value: string | undefined): string {
  return isValidTimeZone(value) ? value : DEFAULT_TIME_ZONE;
}

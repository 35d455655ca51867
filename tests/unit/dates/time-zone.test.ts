import { describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, isValidTimeZone, timeZoneFromCookie } from "@/lib/dates/time-zone";

describe("time zone cookie", () => {
  it("accepts IANA zones the runtime knows", () => {
    expect(isValidTimeZone("Asia/Taipei")).toBe(true);
    expect(isValidTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
    expect(timeZoneFromCookie("Europe/Madrid")).toBe("Europe/Madrid");
  });

  it("falls back to UTC for missing, unknown or hostile values", () => {
    for (const value of [undefined, "", "Mars/Olympus_Mons", "Asia/Taipei; path=/", "<script>", "a".repeat(80)]) {
      expect(timeZoneFromCookie(value)).toBe(DEFAULT_TIME_ZONE);
    }
  });
});

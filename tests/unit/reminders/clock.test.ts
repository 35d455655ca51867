import { describe, expect, it } from "vitest";
import { localClock } from "@/lib/dates/local-clock";
import { sendHourReached } from "@/lib/reminders/schedule/plan";

const at = (iso: string) => new Date(iso);

describe("localClock", () => {
  it("gives the wall-clock day and hour at the extremes of the world's zones", () => {
    // UTC+14: already the next day; UTC−12 (Etc/GMT+12): still the day before.
    expect(localClock(at("2027-01-15T08:00:00Z"), "Pacific/Kiritimati")).toEqual({ date: "2027-01-15", hour: 22, timeZone: "Pacific/Kiritimati" });
    expect(localClock(at("2027-01-15T10:00:00Z"), "Pacific/Kiritimati")).toEqual({ date: "2027-01-16", hour: 0, timeZone: "Pacific/Kiritimati" });
    expect(localClock(at("2027-01-15T08:00:00Z"), "Etc/GMT+12")).toEqual({ date: "2027-01-14", hour: 20, timeZone: "Etc/GMT+12" });
    expect(localClock(at("2027-01-15T12:00:00Z"), "Etc/GMT+12")).toEqual({ date: "2027-01-15", hour: 0, timeZone: "Etc/GMT+12" });
  });

  it("follows a daylight-saving change: the same UTC hour is a different local hour either side", () => {
    // New York moves from UTC−5 to UTC−4 at 2:00 on 14 March 2027; 2:00–2:59 does not exist that day.
    expect(localClock(at("2027-03-13T14:00:00Z"), "America/New_York").hour).toBe(9);
    expect(localClock(at("2027-03-14T14:00:00Z"), "America/New_York").hour).toBe(10);
    expect(localClock(at("2027-03-14T06:59:00Z"), "America/New_York")).toMatchObject({ date: "2027-03-14", hour: 1 });
    expect(localClock(at("2027-03-14T07:00:00Z"), "America/New_York")).toMatchObject({ date: "2027-03-14", hour: 3 });
  });

  it("treats a zone it does not know as UTC", () => {
    expect(localClock(at("2027-01-15T23:30:00Z"), "Mars/Olympus_Mons")).toEqual({ date: "2027-01-15", hour: 23, timeZone: "UTC" });
    expect(localClock(at("2027-01-15T23:30:00Z"), "")).toMatchObject({ timeZone: "UTC" });
  });
});

describe("sendHourReached", () => {
  it("is due from the send hour to the end of the local day, including when a DST jump skips the hour itself", () => {
    const skipped = localClock(at("2027-03-14T07:00:00Z"), "America/New_York");
    expect(sendHourReached(skipped, 2)).toBe(true);
    expect(sendHourReached(localClock(at("2027-01-15T00:59:00Z"), "Asia/Taipei"), 9)).toBe(false);
    expect(sendHourReached(localClock(at("2027-01-15T01:00:00Z"), "Asia/Taipei"), 9)).toBe(true);
    expect(sendHourReached(localClock(at("2027-01-15T15:59:00Z"), "Asia/Taipei"), 9)).toBe(true);
  });
});

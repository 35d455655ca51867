import { describe, expect, it } from "vitest";
import { snapshotKey } from "@/supabase/local/snapshot";

// A kept copy of the seeded database is only good on the day it was made: the demo data is dated
// from that day, so after midnight (UTC, the database's time zone) a new copy must be made.
describe("the kept copies of a new database", () => {
  const lateEvening = new Date("2026-11-26T23:59:30Z");
  const laterThatEvening = new Date("2026-11-26T00:00:10Z");
  const pastMidnight = new Date("2026-11-27T00:00:10Z");

  it("keeps one seeded copy a day", () => {
    expect(snapshotKey(true, laterThatEvening)).toBe(snapshotKey(true, lateEvening));
    expect(snapshotKey(true, pastMidnight)).not.toBe(snapshotKey(true, lateEvening));
  });

  it("keeps the empty copy across days, and apart from the seeded one", () => {
    expect(snapshotKey(false, pastMidnight)).toBe(snapshotKey(false, lateEvening));
    expect(snapshotKey(false, lateEvening)).not.toBe(snapshotKey(true, lateEvening));
  });
});

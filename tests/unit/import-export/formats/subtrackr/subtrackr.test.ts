import { describe, expect, it } from "vitest";
import { readSubtrackr } from "@/lib/import-export/formats/subtrackr/subtrackr";
import { byName, expectCleanRowsPass, expectKnownIssueKeys, fixture, succeeded, TODAY } from "../../helpers";

describe.each([
  ["JSON", "subtrackr-export.json"],
  ["CSV", "subtrackr-export.csv"],
])("SubTrackr %s export", (format, file) => {
  const result = succeeded(readSubtrackr(fixture(file), { today: TODAY }));
  const { rows } = result;

  it("reads every subscription with its line number", () => {
    expect(rows.map((row) => row.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(result.rowsWithoutCurrency).toBe(0);
  });

  it("keeps the start date, takes the renewal date as the end date, and maps the schedule", () => {
    expect(byName(rows, "Netflix").values).toMatchObject({
      price: "15.49",
      currency: "USD",
      cycle: "custom:months:1",
      startDate: "2024-03-15",
      endDate: "2026-06-15",
      autoRenew: true,
      status: "active",
      paymentMethod: "Visa",
      websiteUrl: "https://netflix.com",
      notes: "Account: ana@example.com",
    });
    expect(byName(rows, "Spotify Family").values).toMatchObject({ cycle: "custom:months:2", currency: "EUR" });
    expect(byName(rows, "World Gym 健身房").values).toMatchObject({ cycle: "custom:months:3", price: "3600.00", currency: "TWD" });
    expect(byName(rows, "Adobe Creative Cloud").values.cycle).toBe("1year");
    expect(byName(rows, "Nikkei Weekly").values).toMatchObject({ cycle: "custom:days:7", currency: "JPY", price: "500.00" });
    expect(byName(rows, "AT&T Internet").values.cycle).toBe("6months");
  });

  it("starts a subscription without a start date one cycle before its renewal, reading the date as written", () => {
    expect(byName(rows, "ChatGPT Plus").values).toMatchObject({ startDate: "2026-04-24", endDate: "2026-05-24" });
  });

  it("maps trial, paused and cancelled statuses with their dates", () => {
    expect(byName(rows, "ChatGPT Plus").values).toMatchObject({ status: "trial", trialEndsOn: "2026-05-24", autoRenew: true });
    expect(byName(rows, "World Gym 健身房").values).toMatchObject({ status: "paused", pausedOn: TODAY });
    expect(byName(rows, "Adobe Creative Cloud").values).toMatchObject({ status: "cancelled", cancelledOn: "2026-04-01", autoRenew: false });
  });

  it("reads categories by name", () => {
    expect(byName(rows, "World Gym 健身房").category).toEqual({ name: "健康" });
    expect(byName(rows, "AT&T Internet").category).toEqual({ name: "Utilities <home>" });
    expect(byName(rows, "Nikkei Weekly").category).toBeNull();
  });

  it("reads currencies beyond the spec's six (Swedish kronor), and yields rows the form accepts", () => {
    expect(byName(rows, "Storytel").issues).toEqual([]);
    expect(byName(rows, "Storytel").values).toMatchObject({ currency: "SEK", price: "169.00" });
    expect(rows.filter((row) => row.issues.length > 0)).toHaveLength(0);
    expectCleanRowsPass(rows);
    expectKnownIssueKeys(rows);
  });

  it(
    format === "JSON"
      ? "keeps a subscription muted in SubTrackr (reminder_enabled: false) muted, and leaves the others to the user's settings"
      : "leaves reminders to the user's settings (SubTrackr's CSV has no reminder column)",
    () => {
      const muted = rows.filter((row) => row.reminders !== undefined).map((row) => [row.values.name, row.reminders]);
      expect(muted).toEqual(format === "JSON" ? [["Storytel", { enabled: false, leadDays: null, remindToCancel: false }]] : []);
    },
  );
});

describe("SubTrackr details", () => {
  it("keeps an http icon from the JSON export", () => {
    const rows = succeeded(readSubtrackr(fixture("subtrackr-export.json"), { today: TODAY })).rows;
    expect(byName(rows, "Netflix").values.iconUrl).toBe("https://www.google.com/s2/favicons?domain=netflix.com&sz=64");
  });

  it("asks for the currency of a CSV from before SubTrackr wrote one, and applies the answer", () => {
    const text = fixture("subtrackr-export-0.5.6.csv");
    const unanswered = succeeded(readSubtrackr(text, { today: TODAY }));
    expect(unanswered.rowsWithoutCurrency).toBe(3);
    expect(unanswered.rows[0].issues).toEqual([{ field: "currency", key: "importMissingCurrency" }]);
    const answered = succeeded(readSubtrackr(text, { today: TODAY, currency: "USD" }));
    expect(answered.rows.map((row) => [row.values.currency, row.values.cycle, row.issues])).toEqual([
      ["USD", "custom:months:1", []],
      ["USD", "custom:months:1", []],
      ["USD", "custom:months:1", []],
    ]);
  });

  it("reads a SubTrackr backup document and daily schedules with an interval", () => {
    const backup = {
      version: "1.0",
      backup_date: "2026-05-10T09:00:00Z",
      subscriptions: [
        { name: "Vitamins", cost: 1.5, original_currency: "EUR", schedule: "Daily", schedule_interval: 3, status: "Active", start_date: "2026-05-01T00:00:00Z", renewal_date: null, category: { id: 0, name: "" } },
        { name: "Odd", cost: 1, original_currency: "EUR", schedule: "Sometimes", status: "Hibernating" },
      ],
      total_count: 2,
    };
    const [vitamins, odd] = succeeded(readSubtrackr(JSON.stringify(backup), { today: TODAY })).rows;
    expect(vitamins.values).toMatchObject({ cycle: "custom:days:3", startDate: "2026-05-01", endDate: "2026-05-04", price: "1.50" });
    expect(vitamins.category).toBeNull();
    expect(odd.issues).toEqual(
      expect.arrayContaining([
        { field: "cycle", key: "importUnreadableCycle", values: { value: "Sometimes" } },
        { field: "status", key: "importUnreadableValue", values: { value: "Hibernating" } },
      ]),
    );
  });

  it("refuses JSON that is not SubTrackr's", () => {
    expect(readSubtrackr('[{"Name":"x"}]', { today: TODAY })).toEqual({ ok: false, error: { key: "importFileUnsupported" } });
  });
});

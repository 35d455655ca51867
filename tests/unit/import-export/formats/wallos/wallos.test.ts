import { describe, expect, it } from "vitest";
import { readWallosCsv, readWallosJson } from "@/lib/import-export/formats/wallos/wallos";
import { byName, expectCleanRowsPass, expectKnownIssueKeys, fixture, succeeded, TODAY } from "../../helpers";

/** Wallos writes "$" for US, Australian and Canadian dollars; spreadsheets in Taiwan and Latin America use it too. */
const DOLLAR_CURRENCIES = ["USD", "TWD", "CAD", "AUD", "MXN", "ARS", "CLP", "COP", "HKD", "SGD", "NZD"];

const answers = { symbolCurrencies: { $: "USD", "¥": "JPY" } } as const;

describe.each([
  ["JSON", () => readWallosJson(fixture("wallos-subscriptions.json"), { today: TODAY, ...answers })],
  ["CSV", () => readWallosCsv(fixture("wallos-subscriptions.csv"), { today: TODAY, ...answers })],
])("Wallos %s export", (_format, read) => {
  const { rows } = succeeded(read());

  it("reads every subscription with its line number", () => {
    expect(rows.map((row) => row.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("takes Next Payment as the end date and starts one cycle earlier", () => {
    expect(byName(rows, "Netflix").values).toMatchObject({
      name: "Netflix",
      brand: "Netflix",
      price: "15.49",
      currency: "USD",
      cycle: "custom:months:1",
      startDate: "2026-05-03",
      endDate: "2026-06-03",
      autoRenew: true,
      status: "active",
      paymentMethod: "Credit Card",
      websiteUrl: "https://www.netflix.com",
    });
    expect(byName(rows, "Disney+").values).toMatchObject({ cycle: "custom:months:3", startDate: "2026-04-15", endDate: "2026-07-15", currency: "TWD", price: "810.00" });
    expect(byName(rows, "Friskis Gym").values).toMatchObject({ cycle: "custom:days:14", startDate: "2026-05-08", endDate: "2026-05-22" });
    expect(byName(rows, "愛奇藝 iQIYI").values).toMatchObject({ cycle: "6months", startDate: "2026-03-01" });
    expect(byName(rows, "example.org domain").values).toMatchObject({ cycle: "custom:years:2", startDate: "2025-01-10", price: "24.50" });
    expect(byName(rows, "Le Monde").values).toMatchObject({ cycle: "30days", startDate: "2026-04-20", price: "5.50", currency: "EUR" });
  });

  it("maps manual renewal, disabled subscriptions and cancellation dates", () => {
    expect(byName(rows, "Adobe Creative Cloud").values).toMatchObject({
      autoRenew: false,
      status: "cancelled",
      cancelledOn: "2026-02-20",
      price: "239.88",
      currency: "GBP",
      cycle: "1year",
      startDate: "2025-03-01",
      endDate: "2026-03-01",
    });
    // Wallos's cancellation date on an active subscription is a day to cancel by: it keeps billing.
    expect(byName(rows, "Le Monde").values).toMatchObject({ autoRenew: true, status: "active", cancelledOn: "" });
    expect(byName(rows, "Le Monde").reminders).toEqual({ enabled: false, leadDays: null, remindToCancel: true });
    expect(byName(rows, "example.org domain").values.autoRenew).toBe(false);
  });

  it("keeps Paid By in the notes and decodes Wallos's HTML escapes", () => {
    expect(byName(rows, "Netflix").values.notes).toBe("Family plan\nPaid by: Ana");
    const club = byName(rows, "Tom & Jerry's Fan Club");
    expect(club.values.notes).toBe('Says "hi" every week\nPaid by: Ana');
    expect(byName(rows, "Friskis Gym").category).toEqual({ name: "Health & Wellbeing" });
  });

  it("reads categories by name, Wallos's 'No category' as none", () => {
    expect(byName(rows, "Netflix").category).toEqual({ name: "Entertainment" });
    expect(byName(rows, "Tom & Jerry's Fan Club").category).toBeNull();
  });

  it("adds https to a website written without it", () => {
    expect(byName(rows, "example.org domain").values.websiteUrl).toBe("https://example.org");
  });

  it("asks which crown \"kr\" is, as Wallos writes it for four currencies", () => {
    expect(byName(rows, "Friskis Gym").issues).toEqual([{ field: "currency", key: "importAmbiguousCurrency", values: { symbol: "kr" } }]);
  });

  it("yields rows the subscription form accepts, and only known issue keys", () => {
    expect(rows.filter((row) => row.issues.length > 0).map((row) => row.values.name)).toEqual(["Friskis Gym"]);
    expectCleanRowsPass(rows);
    expectKnownIssueKeys(rows);
  });
});

describe("Wallos prices with ambiguous symbols", () => {
  const text = fixture("wallos-subscriptions.json");

  it("lists each ambiguous symbol once with the number of rows using it, and asks rather than guesses", () => {
    const result = succeeded(readWallosJson(text, { today: TODAY }));
    expect(result.ambiguousSymbols).toEqual([
      { symbol: "$", currencies: DOLLAR_CURRENCIES, rows: 3 },
      { symbol: "¥", currencies: ["JPY", "CNY"], rows: 2 },
      { symbol: "kr", currencies: ["SEK", "NOK", "DKK", "ISK"], rows: 1 },
    ]);
    expect(byName(result.rows, "Netflix").issues).toEqual([{ field: "currency", key: "importAmbiguousCurrency", values: { symbol: "$" } }]);
    expect(byName(result.rows, "Nintendo Switch Online").values.currency).toBe("¥");
  });

  it("applies one answer per symbol to every row that writes it", () => {
    const result = succeeded(readWallosJson(text, { today: TODAY, symbolCurrencies: { $: "TWD", "¥": "CNY", kr: "SEK" } }));
    expect(["Netflix", "Tom & Jerry's Fan Club", "example.org domain"].map((name) => byName(result.rows, name).values.currency)).toEqual([
      "TWD",
      "TWD",
      "TWD",
    ]);
    expect(byName(result.rows, "愛奇藝 iQIYI").values.currency).toBe("CNY");
    expect(byName(result.rows, "Friskis Gym").values.currency).toBe("SEK");
    expect(result.ambiguousSymbols.map((symbol) => symbol.symbol)).toEqual(["$", "¥", "kr"]);
  });
});

describe("other Wallos exports", () => {
  it("reads the endpoint's own { success, subscriptions } answer and older exports without the newer columns", () => {
    const json = JSON.stringify({
      success: true,
      subscriptions: [{ Name: "Netflix", "Payment Cycle": "Monthly", "Next Payment": "2026-01-15", Price: "€59,99", Active: "Yes" }],
    });
    const [row] = succeeded(readWallosJson(json, { today: TODAY })).rows;
    expect(row.values).toMatchObject({ price: "59.99", currency: "EUR", autoRenew: true, status: "active", startDate: "2025-12-15" });
    expect(row.issues).toEqual([]);
  });

  it("cancels an inactive subscription without a cancellation date on its last due date, or today", () => {
    const items = [
      { Name: "Past", "Payment Cycle": "Monthly", "Next Payment": "2026-04-01", Price: "€1", State: "Disabled" },
      { Name: "Future", "Payment Cycle": "Monthly", "Next Payment": "2026-06-01", Price: "€1", Active: "No" },
    ];
    const rows = succeeded(readWallosJson(JSON.stringify(items), { today: TODAY })).rows;
    expect(rows.map((row) => row.values.cancelledOn)).toEqual(["2026-04-01", TODAY]);
  });

  it("reports unreadable cycles and dates on their fields", () => {
    const item = { Name: "Odd", "Payment Cycle": "Fortnight-ish", "Next Payment": "soon", Price: "€1" };
    const [row] = succeeded(readWallosJson(JSON.stringify([item]), { today: TODAY })).rows;
    expect(row.issues).toEqual(
      expect.arrayContaining([
        { field: "cycle", key: "importUnreadableCycle", values: { value: "Fortnight-ish" } },
        { field: "endDate", key: "importUnreadableDate", values: { value: "soon" } },
      ]),
    );
  });

  it("refuses JSON that is not a Wallos export", () => {
    expect(readWallosJson('{"foo":"bar"}', { today: TODAY })).toEqual({ ok: false, error: { key: "importFileUnsupported" } });
    expect(readWallosJson("{not json", { today: TODAY })).toEqual({ ok: false, error: { key: "importFileUnreadable" } });
  });
});

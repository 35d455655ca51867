import { describe, expect, it } from "vitest";
import { cycleCell, readCycleText } from "@/lib/import-export/parse/cycle-text";

function cycle(text: string): string | null {
  const reading = readCycleText(text);
  return reading.ok ? reading.cycle : null;
}

describe("readCycleText", () => {
  it("keeps our own cycle strings as they are", () => {
    for (const text of ["30days", "6months", "1year", "once", "custom:months:1", "custom:days:7", "custom:years:2"]) {
      expect(cycle(text)).toBe(text);
    }
  });

  it("reads Wallos's payment cycles: monthly is one calendar month, not 30 days", () => {
    expect(cycle("Daily")).toBe("custom:days:1");
    expect(cycle("Weekly")).toBe("custom:days:7");
    expect(cycle("Monthly")).toBe("custom:months:1");
    expect(cycle("Yearly")).toBe("1year");
    expect(cycle("Every 2 Days")).toBe("custom:days:2");
    expect(cycle("Every 2 Weeks")).toBe("custom:days:14");
    expect(cycle("Every 3 Months")).toBe("custom:months:3");
    expect(cycle("Every 6 Months")).toBe("6months");
    expect(cycle("Every 12 Months")).toBe("1year");
    expect(cycle("Every 30 Days")).toBe("30days");
    expect(cycle("Every 2 Years")).toBe("custom:years:2");
  });

  it("reads SubTrackr's schedules", () => {
    expect(cycle("Annual")).toBe("1year");
    expect(cycle("Quarterly")).toBe("custom:months:3");
    expect(cycle("Every 2 Quarters")).toBe("6months");
    expect(cycle("Every 3 Quarters")).toBe("custom:months:9");
  });

  it("reads spreadsheet words in English, Chinese and Spanish", () => {
    const cases: [string, string][] = [
      ["monthly", "custom:months:1"], ["每月", "custom:months:1"], ["月繳", "custom:months:1"], ["mensual", "custom:months:1"],
      ["yearly", "1year"], ["annual", "1year"], ["annually", "1year"], ["每年", "1year"], ["年繳", "1year"], ["anual", "1year"], ["año", "1year"],
      ["weekly", "custom:days:7"], ["每週", "custom:days:7"], ["每周", "custom:days:7"], ["semanal", "custom:days:7"],
      ["quarterly", "custom:months:3"], ["每季", "custom:months:3"], ["trimestral", "custom:months:3"],
      ["bi-weekly", "custom:days:14"], ["每兩週", "custom:days:14"], ["bimestral", "custom:months:2"],
      ["semi-annually", "6months"], ["每半年", "6months"], ["semestral", "6months"],
      ["daily", "custom:days:1"], ["每天", "custom:days:1"], ["diario", "custom:days:1"],
      ["one-time", "once"], ["Lifetime", "once"], ["一次性", "once"], ["買斷", "once"], ["pago único", "once"],
    ];
    for (const [text, expected] of cases) expect(cycle(text), text).toBe(expected);
  });

  it("reads 'every N units' and 'N units' in the three languages", () => {
    const cases: [string, string][] = [
      ["every 3 months", "custom:months:3"], ["3 months", "custom:months:3"], ["30 days", "30days"], ["every month", "custom:months:1"],
      ["每3個月", "custom:months:3"], ["每 3 個月", "custom:months:3"], ["每三個月", "custom:months:3"], ["每3个月", "custom:months:3"],
      ["每隔30天", "30days"], ["30天", "30days"], ["每2年", "custom:years:2"], ["每 4 週", "custom:days:28"],
      ["cada 3 meses", "custom:months:3"], ["3 meses", "custom:months:3"], ["cada 30 días", "30days"], ["cada 2 semanas", "custom:days:14"],
      ["cada 2 años", "custom:years:2"], ["ＥＶＥＲＹ ２ ＷＥＥＫＳ", "custom:days:14"],
    ];
    for (const [text, expected] of cases) expect(cycle(text), text).toBe(expected);
  });

  it("refuses words it does not know and periods longer than the app allows", () => {
    expect(readCycleText("whenever")).toEqual({ ok: false, key: "importUnreadableCycle" });
    expect(readCycleText("")).toEqual({ ok: false, key: "importUnreadableCycle" });
    expect(readCycleText("every 0 months")).toEqual({ ok: false, key: "importUnreadableCycle" });
    expect(readCycleText("Every 11 Years")).toEqual({ ok: false, key: "importUnsupportedCycle" });
    expect(readCycleText("Every 121 Months")).toEqual({ ok: false, key: "importUnsupportedCycle" });
    expect(readCycleText("Every 3651 Days")).toEqual({ ok: false, key: "importUnsupportedCycle" });
    expect(cycle("Every 10 Years")).toBe("custom:years:10");
    expect(cycle("Every 120 Months")).toBe("custom:months:120");
  });
});

describe("cycleCell", () => {
  it("reports a blank cycle as missing and anything else it cannot read with the text", () => {
    expect(cycleCell(" Monthly ")).toEqual({ cycle: "custom:months:1", issue: null });
    expect(cycleCell("  ")).toEqual({ cycle: "", issue: { field: "cycle", key: "required" } });
    expect(cycleCell("whenever")).toEqual({ cycle: "", issue: { field: "cycle", key: "importUnreadableCycle", values: { value: "whenever" } } });
    expect(cycleCell("Every 11 Years")).toEqual({ cycle: "", issue: { field: "cycle", key: "importUnsupportedCycle", values: { value: "Every 11 Years" } } });
  });
});

import { describe, expect, it } from "vitest";
import { parseDateText, possibleDateOrders } from "@/lib/import-export/parse/date-text";

describe("parseDateText", () => {
  it("reads year-first dates in any order setting, Chinese dates too", () => {
    for (const order of ["YMD", "DMY", "MDY"] as const) {
      expect(parseDateText("2026-03-05", order)).toBe("2026-03-05");
      expect(parseDateText("2026/3/5", order)).toBe("2026-03-05");
      expect(parseDateText("2026.03.05", order)).toBe("2026-03-05");
      expect(parseDateText("2026年3月5日", order)).toBe("2026-03-05");
    }
  });

  it("takes the date part of a date-time as written, without moving it through a time zone", () => {
    expect(parseDateText("2026-05-24T23:30:00-08:00", "YMD")).toBe("2026-05-24");
    expect(parseDateText("2026-05-24T00:30:00+14:00", "YMD")).toBe("2026-05-24");
    expect(parseDateText("2026-05-24 09:15", "YMD")).toBe("2026-05-24");
  });

  it("reads day-first and month-first dates in the order given", () => {
    expect(parseDateText("05/03/2026", "DMY")).toBe("2026-03-05");
    expect(parseDateText("05/03/2026", "MDY")).toBe("2026-05-03");
    expect(parseDateText("31.12.2025", "DMY")).toBe("2025-12-31");
    expect(parseDateText("12-31-2025", "MDY")).toBe("2025-12-31");
    expect(parseDateText("5/3/26", "DMY")).toBe("2026-03-05");
    expect(parseDateText("26/3/5", "YMD")).toBe("2026-03-05");
  });

  it("refuses a date that is impossible in the order given instead of guessing", () => {
    expect(parseDateText("12/31/2025", "DMY")).toBeNull();
    expect(parseDateText("31/12/2025", "MDY")).toBeNull();
    expect(parseDateText("31/12/2025", "YMD")).toBeNull();
    expect(parseDateText("2026-02-30", "YMD")).toBeNull();
    expect(parseDateText("29/02/2025", "DMY")).toBeNull();
    expect(parseDateText("29/02/2024", "DMY")).toBe("2024-02-29");
  });

  it("reads month names in English and Spanish", () => {
    expect(parseDateText("5 Mar 2026", "MDY")).toBe("2026-03-05");
    expect(parseDateText("March 5, 2026", "DMY")).toBe("2026-03-05");
    expect(parseDateText("5-mar-26", "YMD")).toBe("2026-03-05");
    expect(parseDateText("5 de marzo de 2026", "DMY")).toBe("2026-03-05");
    expect(parseDateText("1 sept. 2026", "DMY")).toBe("2026-09-01");
  });

  it("refuses what is not a date", () => {
    for (const text of ["", "soon", "3月5日", "2026", "13/13/2026", "1/2/3/4"]) {
      for (const order of ["YMD", "DMY", "MDY"] as const) expect(parseDateText(text, order), `${text} ${order}`).toBeNull();
    }
  });
});

describe("possibleDateOrders", () => {
  it("names the orders a numeric date can be read in", () => {
    expect(possibleDateOrders("25/03/2026")).toEqual(["DMY"]);
    expect(possibleDateOrders("03/25/2026")).toEqual(["MDY"]);
    expect(possibleDateOrders("03/05/2026")).toEqual(["DMY", "MDY"]);
  });
});

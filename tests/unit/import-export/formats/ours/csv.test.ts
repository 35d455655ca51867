import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvField, neutralizeFormula, restoreFormula, toCsv, UTF8_BOM } from "@/lib/import-export/formats/ours/csv";

describe("csvField", () => {
  it("leaves plain text, numbers and dates bare", () => {
    expect(csvField("Netflix")).toBe("Netflix");
    expect(csvField("390.00")).toBe("390.00");
    expect(csvField("2026-05-10")).toBe("2026-05-10");
  });

  it("quotes fields with a comma, a quote, CR or LF, doubling the quotes", () => {
    expect(csvField("Tom, Jerry")).toBe('"Tom, Jerry"');
    expect(csvField('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
  });

  it("passes Chinese text through untouched", () => {
    expect(csvField("愛奇藝 黃金會員")).toBe("愛奇藝 黃金會員");
    expect(csvField("影音，音樂")).toBe("影音，音樂");
  });

  it("prefixes an apostrophe to cells a spreadsheet would run as formulas", () => {
    expect(csvField("=HYPERLINK(\"http://evil.example\")")).toBe("\"'=HYPERLINK(\"\"http://evil.example\"\")\"");
    expect(csvField("+1+2")).toBe("'+1+2");
    expect(csvField("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tindent")).toBe("'\tindent");
    expect(csvField("\rtext")).toBe("\"'\rtext\"");
  });

  it("keeps a plain negative number a number", () => {
    expect(csvField("-5")).toBe("-5");
    expect(csvField("-12.50")).toBe("-12.50");
    expect(csvField("-5e3")).toBe("'-5e3");
  });
});

describe("restoreFormula", () => {
  it("gives back exactly what was neutralised, apostrophes included", () => {
    for (const value of ["=1+1", "'=1+1", "''@x", "-5", "'-5", "-5 apples", "'plain", "plain", "", "@", "'"]) {
      expect(restoreFormula(neutralizeFormula(value))).toBe(value);
    }
  });
});

describe("toCsv", () => {
  const file = toCsv([
    ["name", "notes"],
    ["Netflix", "Shared, with \"Ana\"\nand Luis"],
    ["中華電信", "=cmd"],
  ]);

  it("starts with a UTF-8 BOM and ends every row with CRLF", () => {
    expect(file.startsWith(UTF8_BOM)).toBe(true);
    expect(file.slice(1).split("\r\n")).toEqual(["name,notes", 'Netflix,"Shared, with ""Ana""\nand Luis"', "中華電信,'=cmd", ""]);
  });

  it("reads back into the same cells with an RFC 4180 parser", () => {
    const parsed = Papa.parse<string[]>(file.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      ["name", "notes"],
      ["Netflix", "Shared, with \"Ana\"\nand Luis"],
      ["中華電信", "'=cmd"],
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { parseAmount } from "@/lib/import-export/parse/amount-text";

describe("parseAmount", () => {
  it("writes whole numbers and short fractions with two decimals", () => {
    expect(parseAmount("390")).toBe("390.00");
    expect(parseAmount("24.5")).toBe("24.50");
    expect(parseAmount(".99")).toBe("0.99");
    expect(parseAmount("007.10")).toBe("7.10");
  });

  it("works out the decimal separator from the number when none is given", () => {
    expect(parseAmount("9.99")).toBe("9.99");
    expect(parseAmount("5,99")).toBe("5.99");
    expect(parseAmount("1,200")).toBe("1200.00");
    expect(parseAmount("1.200")).toBe("1200.00");
    expect(parseAmount("1,234.56")).toBe("1234.56");
    expect(parseAmount("1.234,56")).toBe("1234.56");
    expect(parseAmount("1,234,567")).toBe("1234567.00");
  });

  it("reads spaces, no-break spaces and apostrophes as thousands marks", () => {
    expect(parseAmount("1 234,56")).toBe("1234.56");
    expect(parseAmount("1\u00a0234,56")).toBe("1234.56");
    expect(parseAmount("1\u202f234.5")).toBe("1234.50");
    expect(parseAmount("1'234.56")).toBe("1234.56");
  });

  it("follows the separator it is given", () => {
    expect(parseAmount("1,490", ".")).toBe("1490.00");
    expect(parseAmount("1.490", ",")).toBe("1490.00");
    expect(parseAmount("12,5", ",")).toBe("12.50");
    expect(parseAmount("12,5", ".")).toBeNull();
    expect(parseAmount("9.99", ",")).toBeNull();
  });

  it("keeps extra decimals and a minus sign for the form's schema to judge", () => {
    expect(parseAmount("9.999", ".")).toBe("9.999");
    expect(parseAmount("-5")).toBe("-5.00");
  });

  it("reads full-width digits", () => {
    expect(parseAmount("３９０")).toBe("390.00");
  });

  it("refuses what is not a number", () => {
    for (const text of ["", "abc", "1.2.3", "12a", "1,23,4", "--5", "1.2,3.4"]) expect(parseAmount(text), text).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { isTheme, themeClass } from "@/lib/theme/theme";

describe("theme choice", () => {
  it("knows exactly the three choices", () => {
    for (const theme of ["dark", "light", "system"]) expect(isTheme(theme)).toBe(true);
    for (const other of [undefined, "sepia", "DARK"]) expect(isTheme(other)).toBe(false);
  });

  it("puts a class on <html> only for an explicit choice", () => {
    expect(themeClass("dark")).toBe("dark");
    expect(themeClass("light")).toBe("light");
    expect(themeClass("system")).toBeUndefined();
  });
});

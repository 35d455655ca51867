import { describe, expect, it } from "vitest";
import { isTheme, themeClass, themeFromCookie } from "@/lib/theme/theme";

describe("theme choice", () => {
  it("reads the cookie, following the system for anything it does not know", () => {
    expect(themeFromCookie("dark")).toBe("dark");
    expect(themeFromCookie("light")).toBe("light");
    expect(themeFromCookie("system")).toBe("system");
    expect(themeFromCookie(undefined)).toBe("system");
    expect(themeFromCookie("sepia")).toBe("system");
    expect(isTheme("DARK")).toBe(false);
  });

  it("puts a class on <html> only for an explicit choice", () => {
    expect(themeClass("dark")).toBe("dark");
    expect(themeClass("light")).toBe("light");
    expect(themeClass("system")).toBeUndefined();
  });
});

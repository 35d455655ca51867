import { describe, expect, it } from "vitest";
import { initialOf, safeIconUrl } from "@/lib/subscriptions/icon-url";

describe("safeIconUrl", () => {
  it("keeps http(s) URLs and paths on this site", () => {
    expect(safeIconUrl("https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(safeIconUrl("  http://example.com/icon.svg ")).toBe("http://example.com/icon.svg");
    expect(safeIconUrl("/brand-icons/netflix.svg")).toBe("/brand-icons/netflix.svg");
  });

  it("refuses scripts, data, protocol-relative and malformed values", () => {
    for (const value of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "//evil.example/x.png",
      "/\\evil.example/x.png",
      "/brand icons/x.svg",
      "/x\"onerror=\"alert(1)",
      "vbscript:msgbox",
      "not a url",
      "",
      "   ",
      null,
      undefined,
    ]) {
      expect(safeIconUrl(value), String(value)).toBeNull();
    }
  });
});

describe("initialOf", () => {
  it("is the first character, upper-cased, whole even outside the basic plane", () => {
    expect(initialOf("netflix")).toBe("N");
    expect(initialOf("  spotify")).toBe("S");
    expect(initialOf("愛奇藝")).toBe("愛");
    expect(initialOf("𝒳 app")).toBe("𝒳");
    expect(initialOf("   ")).toBe("?");
  });
});

import { describe, expect, it } from "vitest";
import { safeNextPath } from "@/lib/auth/safe-redirect";

const origin = "https://app.example";

describe("safeNextPath", () => {
  it.each([
    [null, "/"],
    ["/dashboard", "/dashboard"],
    ["/settings?tab=security#password", "/settings?tab=security#password"],
    ["%2Fdashboard", "/dashboard"],
  ])("keeps same-site path %s", (next, expected) => {
    expect(safeNextPath(next, origin)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "%2F%2Fevil.example",
    "%252F%252Fevil.example",
    "/%2F/evil.example",
    "javascript:alert(1)",
    "/\tevil",
    "%E0%A4%A",
  ])("refuses %s", (next) => {
    expect(safeNextPath(next, origin)).toBe("/");
  });
});

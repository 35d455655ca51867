import { describe, expect, it } from "vitest";
import { safeNextPath } from "@/lib/auth/safe-redirect";

const origin = "https://app.example";

describe("safeNextPath", () => {
  it.each([
    [null, "/"],
    ["/dashboard", "/dashboard"],
    ["/settings?tab=security#password", "/settings?tab=security#password"],
    ["%2Fdashboard", "/dashboard"],
    ["/./dashboard", "/dashboard"],
    ["/settings/../insights", "/insights"],
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
    "/.//evil.com",
    "/./\\evil.com",
    "/%2e%2e//evil.com",
    "/%2E%2E/%2F/evil.com",
    "/a/../..//evil.com",
    "/%252e%252e//evil.com",
    "/%5Cevil.com",
    "/%5C%5Cevil.com",
    "/\\evil.com",
    "/\nevil.com",
    "/%0A/evil.com",
    "/%09/evil.com",
    "/\u007f/evil.com",
    "/%25252e%25252e//evil.com",
  ])("refuses %s", (next) => {
    expect(safeNextPath(next, origin)).toBe("/");
  });
});

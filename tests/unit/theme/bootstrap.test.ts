import { describe, expect, it } from "vitest";
import { THEME_BOOTSTRAP_SCRIPT } from "@/lib/theme/theme";

/** Runs the inline script against a stand-in document and storage; returns the classes <html> got. */
function run({ stored, cookie = "", storageFails = false }: { stored?: string; cookie?: string; storageFails?: boolean }) {
  const classes = new Set<string>();
  const localStorage = {
    getItem: (key: string) => {
      if (storageFails) throw new Error("SecurityError");
      return key === "subscription-manager.theme" ? (stored ?? null) : null;
    },
  };
  const document = { cookie, documentElement: { classList: { add: (name: string) => classes.add(name) } } };
  new Function("localStorage", "document", THEME_BOOTSTRAP_SCRIPT)(localStorage, document);
  return [...classes];
}

describe("theme bootstrap script", () => {
  it("applies the choice saved on the device before the page paints", () => {
    expect(run({ stored: "dark" })).toEqual(["dark"]);
    expect(run({ stored: "light", cookie: "subscription-manager.theme=dark" })).toEqual(["light"]);
  });

  it("follows the system for 'system', nothing saved, or anything it does not know", () => {
    expect(run({ stored: "system", cookie: "subscription-manager.theme=dark" })).toEqual([]);
    expect(run({})).toEqual([]);
    expect(run({ stored: "sepia" })).toEqual([]);
  });

  it("falls back on the cookie when storage is empty or unavailable", () => {
    expect(run({ cookie: "a=1; subscription-manager.theme=dark; b=2" })).toEqual(["dark"]);
    expect(run({ storageFails: true, cookie: "subscription-manager.theme=light" })).toEqual(["light"]);
    expect(run({ cookie: "other-subscription-manager.theme=dark" })).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import * as staticInfo from "next/dist/build/analysis/get-page-static-info";
import { config } from "@/proxy";

// The function Next itself uses to turn proxy.ts's matcher into the expression it runs (untyped).
const { getMiddlewareMatchers } = staticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => { regexp: string }[];
};
const [matcher] = getMiddlewareMatchers(config.matcher, {});
const runsProxy = (path: string) => new RegExp(matcher.regexp).test(path);

describe("the proxy matcher", () => {
  it.each([
    "/_next/static/chunks/app.js",
    "/_next/image",
    "/icons/icon-192.png",
    "/brand-icons/netflix.svg",
    "/icon.svg",
    "/apple-icon.png",
    "/favicon.ico",
    "/sw.js",
    "/manifest.webmanifest",
    "/robots.txt",
    "/sitemap.xml",
    "/opengraph-image",
    "/auth/callback",
    "/calendar/abc.ics",
    "/auth/account-closed",
  ])("skips the static file or handler %s", (path) => {
    expect(runsProxy(path)).toBe(false);
  });

  it.each([
    "/",
    "/dashboard",
    "/settings/export/csv",
    "/icons/settings/export/csv",
    "/brand-icons/settings/export/csv",
    "/auth/settings/export/csv",
    "/calendar/settings/export/csv",
    "/iconX/reminders/abc/apply",
    "/icon/settings",
    "/icon.svg/settings",
    "/favicon.ico.html",
    "/sw.jsx",
    "/robots.txt/dashboard",
    "/_next/imagery",
  ])("runs on the page or route %s", (path) => {
    expect(runsProxy(path)).toBe(true);
  });
});

import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";

// Messages are compiled at build time (next-intl's precompile): pages ship no ICU message parser and
// format without parsing. Code outside the Next build (the edge functions, tests) reads the same JSON
// and formats it with use-intl's full formatter.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", sourceLocale: "en", precompile: true } },
});

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  },
];

function requireSupabaseEnv() {
  const missing = [
    !process.env.NEXT_PUBLIC_SUPABASE_URL && "NEXT_PUBLIC_SUPABASE_URL",
    !process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY &&
      !process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY &&
      "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY",
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `Missing environment variable(s): ${missing.join(", ")}. ` +
        "Set them to your Supabase project's API URL and publishable key (README: Going live), " +
        "or run `npm run dev` to use the local backend.",
    );
  }
}

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_PRODUCTION_SERVER) requireSupabaseEnv();
  return withNextIntl({
    // Lets several checkouts' test runs build side by side (scripts/e2e-ports.mjs).
    distDir: process.env.NEXT_DIST_DIR || ".next",
    // The proxy reads the prerendered pages' HTML from here (lib/security/prerendered.ts).
    env: { APP_DIST_DIR: process.env.NEXT_DIST_DIR || ".next" },
    // `npm test` builds with NEXT_OUTPUT=standalone so that tests/deployment can also run the app
    // from nothing but the traced files, as a deployment does; `next start` serves either build.
    output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
    poweredByHeader: false,
    reactStrictMode: true,
    // The stylesheet arrives inside the HTML instead of as a render-blocking request: a first visit
    // paints one round trip sooner. The cost is about 10 KB gzip more on every HTML response (Next
    // also repeats the CSS in the page's payload) and no cached stylesheet between pages.
    experimental: { inlineCss: true },
    async headers() {
      return [
        { source: "/:path*", headers: securityHeaders },
        // The service worker: always checked for a new version, and allowed nothing but its own origin.
        {
          source: "/sw.js",
          headers: [
            { key: "Cache-Control", value: "no-cache, no-store, must-revalidate" },
            { key: "Content-Security-Policy", value: "default-src 'self'; script-src 'self'" },
          ],
        },
      ];
    },
  });
}

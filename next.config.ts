import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";

// Messages are precompiled: pages ship no ICU message parser.
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
    distDir: process.env.NEXT_DIST_DIR || ".next",
    // The proxy reads the prerendered pages' HTML from here (lib/security/prerendered.ts).
    env: { APP_DIST_DIR: process.env.NEXT_DIST_DIR || ".next" },
    output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
    poweredByHeader: false,
    reactStrictMode: true,
    // No `experimental.inlineCss`: it sends the stylesheet twice in every HTML response (inline and
    // in the RSC payload), which made the landing's simulated LCP slower than a stylesheet request.
    async headers() {
      return [
        { source: "/:path*", headers: securityHeaders },
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

import { z } from "@/lib/zod";

// NEXT_PUBLIC_* values must be read with literal property access so Next inlines them into
// client bundles; everything else stays on the server.
const publicSchema = z.object({
  NEXT_PUBLIC_SUPABASE_URL: z.url({ message: "must be the project's API URL, e.g. https://abcd.supabase.co" }),
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: z.string().min(20, {
    message: "must be the project's publishable (or anon) key",
  }),
});

export type PublicEnv = {
  supabaseUrl: string;
  supabaseKey: string;
};

function fail(issues: z.core.$ZodIssue[]): never {
  const lines = issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(
    `Missing or invalid environment variables:\n${lines.join("\n")}\n` +
      "Set them in .env.local (see README: Going live) or start everything locally with `npm run dev`.",
  );
}

let cached: PublicEnv | undefined;

export function publicEnv(): PublicEnv {
  if (cached) return cached;
  const parsed = publicSchema.safeParse({
    NEXT_PUBLIC_SUPABASE_URL: process.env.NEXT_PUBLIC_SUPABASE_URL,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY:
      process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
  });
  if (!parsed.success) fail(parsed.error.issues);
  cached = {
    supabaseUrl: parsed.data.NEXT_PUBLIC_SUPABASE_URL,
    supabaseKey: parsed.data.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY,
  };
  return cached;
}

export function siteUrl(): string {
  const explicit = process.env.NEXT_PUBLIC_SITE_URL;
  if (explicit) return explicit.replace(/\/+$/, "");
  const vercel =
    process.env.VERCEL_ENV === "production"
      ? process.env.VERCEL_PROJECT_PRODUCTION_URL
      : (process.env.VERCEL_BRANCH_URL ?? process.env.VERCEL_URL);
  if (vercel) return `https://${vercel}`;
  return "http://localhost:3000";
}

export function contactEmail(): string {
  const explicit = process.env.NEXT_PUBLIC_CONTACT_EMAIL?.trim();
  if (explicit) return explicit;
  // In the browser only NEXT_PUBLIC_SITE_URL is known; the page's own host stands in for the others.
  const host = typeof window === "undefined" || process.env.NEXT_PUBLIC_SITE_URL ? new URL(siteUrl()).hostname : window.location.hostname;
  return `support@${host.replace(/^www\./, "")}`;
}

export function vapidPublicKey(): string | null {
  const key = process.env.NEXT_PUBLIC_VAPID_PUBLIC_KEY?.trim().replace(/=+$/, "");
  return key && /^B[A-Za-z0-9_-]{86}$/.test(key) ? key : null;
}

export function pushEndpointPolicy(): { allowLoopback: boolean } {
  return { allowLoopback: process.env.PUSH_ALLOW_LOOPBACK_ENDPOINTS === "true" };
}

export function supabaseSecretKey(): string | null {
  return process.env.SUPABASE_SECRET_KEY?.trim() || null;
}

export function trustedClientIpHeader(): string | null {
  const explicit = process.env.TRUSTED_CLIENT_IP_HEADER?.trim().toLowerCase();
  if (explicit) return explicit;
  return process.env.VERCEL === "1" ? "x-real-ip" : null;
}

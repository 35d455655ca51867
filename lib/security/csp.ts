import { publicEnv } from "@/lib/env";

const isDev = process.env.NODE_ENV === "development";

/**
 * The Content-Security-Policy for one response. Scripts run only if they carry this request's
 * nonce, or were loaded by a script that did ('strict-dynamic'): Next puts the nonce on its own
 * scripts when it renders a page, which is why every HTML page is rendered per request (see the
 * landing page). Nothing here depends on a build artefact, so `next dev`, `next start` and a
 * deployment of only the traced files all send the same policy.
 */
export function contentSecurityPolicy(nonce: string): string {
  const { supabaseUrl } = publicEnv();
  const supabase = new URL(supabaseUrl).origin;
  const scriptSrc = [`'nonce-${nonce}'`, "'strict-dynamic'"];
  // React's development build evaluates code for its error overlays and stack traces.
  if (isDev) scriptSrc.push("'unsafe-eval'");

  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scriptSrc,
    // Radix and sonner set inline style attributes for positioning.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", supabase, supabase.replace(/^http/, "ws")],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", supabase],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

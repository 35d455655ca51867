import { publicEnv } from "@/lib/env";
import { THEME_BOOTSTRAP_SCRIPT } from "@/lib/theme/theme";

const isDev = process.env.NODE_ENV === "development";

/**
 * How a page's scripts are allowed. Pages rendered per request (everything signed in, and every
 * page under `next dev`) use a fresh nonce, which Next puts on the scripts it renders, plus
 * 'strict-dynamic' for what those load. A prerendered page is the same bytes for every visitor and
 * can carry no nonce: it gets the hashes of its own inline scripts, read from the HTML the build
 * wrote (lib/security/prerendered.ts), and 'self' for Next's script files. The trade-off: any
 * script file on this origin may run there, which is acceptable because the origin serves no
 * uploaded content and those pages reflect no input; 'unsafe-inline' is never allowed.
 */
export type ScriptSources = { nonce: string } | { hashes: string[] };

/** The CSP source for an inline script's text: 'sha256-<base64>'. */
export async function sha256Source(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

let themeSource: Promise<string> | undefined;

/** The Content-Security-Policy for one response. */
export async function contentSecurityPolicy(scripts: ScriptSources): Promise<string> {
  const { supabaseUrl } = publicEnv();
  const supabase = new URL(supabaseUrl).origin;
  themeSource ??= sha256Source(THEME_BOOTSTRAP_SCRIPT);
  const scriptSrc =
    "nonce" in scripts
      ? [`'nonce-${scripts.nonce}'`, "'strict-dynamic'", await themeSource]
      : ["'self'", ...new Set([await themeSource, ...scripts.hashes])];
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

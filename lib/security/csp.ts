import { publicEnv } from "@/lib/env";
import { THEME_BOOTSTRAP_SCRIPT } from "@/lib/theme/theme";

const isDev = process.env.NODE_ENV === "development";

// A prerendered page can carry no nonce: it gets its inline scripts' hashes and 'self', safe as the
// origin serves no uploaded content. 'unsafe-inline' is never allowed.
export type ScriptSources = { nonce: string } | { hashes: string[] };

export async function sha256Source(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

let themeSource: Promise<string> | undefined;

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

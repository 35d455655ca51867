import { publicEnv } from "@/lib/env";

export type ScriptPolicy =
  | { kind: "nonce"; nonce: string }
  /** Prerendered pages carry no nonce; their inline scripts are allowed by hash. */
  | { kind: "hashes"; hashes: string[] };

const isDev = process.env.NODE_ENV === "development";

export function contentSecurityPolicy(scripts: ScriptPolicy): string {
  const { supabaseUrl } = publicEnv();
  const supabase = new URL(supabaseUrl).origin;
  const scriptSrc =
    scripts.kind === "nonce"
      ? [`'nonce-${scripts.nonce}'`, "'strict-dynamic'"]
      : ["'self'", ...scripts.hashes.map((hash) => `'${hash}'`)];
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

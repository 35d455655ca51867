// The environment every local script gives the app: the local backend's URL and the Supabase
// CLI's well-known publishable key. Set explicitly, never a silent fallback in production.
export const LOCAL_PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";

export function localAppEnv({ supabasePort, appPort, host = "localhost" }) {
  return {
    NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${supabasePort}`,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
    NEXT_PUBLIC_SITE_URL: `http://${host}:${appPort}`,
    NEXT_TELEMETRY_DISABLED: "1",
  };
}

/** Resolves when `url` answers (any status), or rejects after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

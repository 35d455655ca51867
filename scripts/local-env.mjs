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

/**
 * The secret the local send-reminders function and its cron job share (Vault's reminders_secret
 * reads REMINDERS_SECRET). Local only: hosted projects set their own (README: Going live).
 */
export const LOCAL_REMINDERS_SECRET = "local-reminders-secret-not-for-production";

/** What the local backend's send-reminders function needs: its secret and where its links point. */
export function localFunctionEnv({ appUrl }) {
  return {
    REMINDERS_SECRET: process.env.REMINDERS_SECRET || LOCAL_REMINDERS_SECRET,
    APP_URL: process.env.APP_URL || appUrl,
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

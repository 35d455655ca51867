// The environment every local script gives the app: the local backend's URL and the Supabase
// CLI's well-known publishable key. Set explicitly, never a silent fallback in production.
export const LOCAL_PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";
// The CLI's well-known local secret key: the server side of the app uses it for the sign-in throttle only.
export const LOCAL_SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";

export function localAppEnv({ supabasePort, appPort, host = "localhost" }) {
  return {
    NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${supabasePort}`,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: LOCAL_PUBLISHABLE_KEY,
    SUPABASE_SECRET_KEY: LOCAL_SECRET_KEY,
    NEXT_PUBLIC_SITE_URL: `http://${host}:${appPort}`,
    NEXT_PUBLIC_VAPID_PUBLIC_KEY: localVapidKeys().publicKey,
    // Devices subscribed through the local backend's stand-in push service (http://127.0.0.1/push).
    PUSH_ALLOW_LOOPBACK_ENDPOINTS: "true",
    NEXT_TELEMETRY_DISABLED: "1",
  };
}

/**
 * The VAPID key pair of local runs: the app's public key and the send-reminders function's pair
 * must match, so it is fixed here (or both set in the environment). Local only: a deployment
 * generates its own (README: Going live).
 */
export const LOCAL_VAPID_KEYS = {
  publicKey: "BG6DeQrP1OXcKSFRjuppYk18s1UN3veMubpkgIM6dO4GXiZcKPAHcByL-msi0H_7WCI_PTK-u7K_bGvV1gm6ULU",
  privateKey: "yEKVhfayML2n2mn1Skm5ehtqy01vEWURsKhaF0xG7zw",
};

export function localVapidKeys() {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = process.env;
  return publicKey && privateKey ? { publicKey, privateKey } : LOCAL_VAPID_KEYS;
}

/**
 * The secret the local send-reminders function and its cron job share (Vault's reminders_secret
 * reads REMINDERS_SECRET). Local only: hosted projects set their own (README: Going live).
 */
export const LOCAL_REMINDERS_SECRET = "local-reminders-secret-not-for-production";

export function localFunctionEnv({ appUrl }) {
  const vapid = localVapidKeys();
  return {
    REMINDERS_SECRET: process.env.REMINDERS_SECRET || LOCAL_REMINDERS_SECRET,
    APP_URL: process.env.APP_URL || appUrl,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: process.env.VAPID_SUBJECT || "mailto:reminders@example.com",
    PUSH_ALLOW_LOOPBACK_ENDPOINTS: "true",
  };
}

/**
 * What the test runs change in the local auth service: password hashes at bcrypt's lowest cost
 * (4, not GoTrue's 10). Each hash and sign-in then takes about 1 ms of CPU instead of 80, and the
 * suites create and sign in hundreds of users; hashes of any cost verify the same way.
 */
export const TEST_AUTH_ENV = { SUPABASE_AUTH_BCRYPT_COST: "4" };

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

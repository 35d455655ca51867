import "server-only";
import { createServerClient } from "@supabase/ssr";
import { publicEnv } from "@/lib/env";
import type { Database } from "@/lib/supabase/database.types";
import type { ServerClient } from "@/lib/supabase/server";
import { authThrottle } from "./throttle";

export type CurrentPasswordCheck =
  | { ok: true }
  | { ok: false; reason: "wrong" | "unavailable" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

export type PasswordChange = CurrentPasswordCheck | { ok: false; reason: "refused"; code: string | undefined };

function asideClient() {
  const jar = new Map<string, string>();
  const { supabaseUrl, supabaseKey } = publicEnv();
  return createServerClient<Database>(supabaseUrl, supabaseKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    },
  });
}

async function signInAside(email: string, password: string) {
  const throttle = await authThrottle("password", email);
  const retryAfterSeconds = await throttle.retryAfter();
  if (retryAfterSeconds > 0) return { check: { ok: false, reason: "throttled", retryAfterSeconds } as const };
  const client = asideClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error?.code === "invalid_credentials") {
    await throttle.note(true);
    return { check: { ok: false, reason: "wrong" } as const };
  }
  if (error || !data.session) return { check: { ok: false, reason: "unavailable" } as const };
  await throttle.note(false);
  return { check: { ok: true } as const, client, session: data.session };
}

export async function checkCurrentPassword(email: string, password: string): Promise<CurrentPasswordCheck> {
  const aside = await signInAside(email, password);
  if (aside.client) await aside.client.auth.signOut({ scope: "local" });
  return aside.check;
}

export async function isCurrentPassword(email: string, password: string): Promise<boolean | "unavailable"> {
  const check = await checkCurrentPassword(email, password);
  if (check.ok) return true;
  return check.reason === "wrong" ? false : "unavailable";
}

// The auth server asks for a fresh sign-in, so a stolen access token alone cannot change the password.
export async function changePassword(
  supabase: ServerClient,
  email: string,
  currentPassword: string,
  newPassword: string,
): Promise<PasswordChange> {
  const aside = await signInAside(email, currentPassword);
  if (!aside.client) return aside.check;
  const { error } = await aside.client.auth.updateUser({ password: newPassword, current_password: currentPassword });
  if (error) {
    await aside.client.auth.signOut({ scope: "local" });
    return { ok: false, reason: "refused", code: error.code };
  }
  // The password has changed whatever happens next; at worst the browser must sign in again.
  const { access_token, refresh_token } = aside.session;
  await supabase.auth.setSession({ access_token, refresh_token });
  return { ok: true };
}

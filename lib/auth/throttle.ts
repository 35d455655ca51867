import "server-only";
import { headers } from "next/headers";
import { trustedClientIpHeader } from "@/lib/env";
import { serviceClient } from "@/lib/supabase/service";
import { clientAddress } from "./client-address";
import { THROTTLE_POLICIES, retryAfterSeconds, type AttemptCounts, type AttemptKind } from "./throttle-policy";

export type AuthThrottle = {
  retryAfter(): Promise<number>;
  note(counted: boolean): Promise<void>;
};

let warned = false;

// Fails open: the auth server's own limits still apply, and sign-in must not depend on this table.
export async function authThrottle(kind: AttemptKind, email: string): Promise<AuthThrottle> {
  const admin = serviceClient();
  if (!admin) {
    if (!warned) console.warn("SUPABASE_SECRET_KEY is not set: the app's sign-in throttle is off.");
    warned = true;
    return { retryAfter: async () => 0, note: async () => {} };
  }
  const address = clientAddress(await headers(), trustedClientIpHeader());
  const policy = THROTTLE_POLICIES[kind];
  const args = { p_kind: kind, p_email: email, p_address: address ?? "" };

  return {
    async retryAfter() {
      const { data, error } = await admin.rpc("auth_attempt_counts", { ...args, p_window_seconds: policy.windowSeconds });
      if (error || !data) {
        console.error("auth throttle: could not count attempts", error?.message);
        return 0;
      }
      return retryAfterSeconds(policy, data as AttemptCounts, address !== null);
    },
    async note(counted) {
      const { error } = await admin.rpc("note_auth_attempt", { ...args, p_counted: counted });
      if (error) console.error("auth throttle: could not record an attempt", error.message);
    },
  };
}

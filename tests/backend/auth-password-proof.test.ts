// What the auth server itself asks before a password changes (secure_password_change and "Require
// current password"), and the SQL behind the app's sign-in throttle. An access token alone, which
// any script on the page or a stolen cookie yields, is not enough to take an account over.
import { describe, expect, it } from "vitest";
import { PUBLISHABLE_KEY, signAccessToken } from "@/supabase/local/keys";
import { anonClient, clientWithClaims, createTestUser, serviceClient, supabaseUrl } from "./support";

const HEADERS = { apikey: PUBLISHABLE_KEY, "content-type": "application/json", "x-supabase-api-version": "2024-01-01" };

/** An access token for the user that belongs to no session: what GoTrue treats as an old sign-in. */
async function sessionlessToken(userId: string, email: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signAccessToken({ sub: userId, email, aud: "authenticated", role: "authenticated", iat: now, exp: now + 600 });
}

async function call(method: string, path: string, token: string, body?: unknown) {
  const response = await fetch(`${supabaseUrl()}/auth/v1${path}`, {
    method,
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function reauthenticationCode(email: string): Promise<string> {
  const response = await fetch(`${supabaseUrl()}/mailbox/messages.json?to=${encodeURIComponent(email)}`);
  const mails = (await response.json()) as { subject: string; text: string }[];
  const mail = mails.findLast((item) => item.subject === "Your verification code");
  const code = /continue:\s+(\d{6})/.exec(mail?.text ?? "")?.[1];
  if (!code) throw new Error(`no reauthentication code for ${email}`);
  return code;
}

describe("a password change needs proof the auth server checks", () => {
  it("refuses a bare access token without a reauthentication nonce, as GoTrue does", async () => {
    const { id, email, password } = await createTestUser("bare-token");
    const token = await sessionlessToken(id, email);
    const refused = await call("PUT", "/user", token, { password: "taken-over-pass", current_password: password });
    expect(refused).toEqual({ status: 400, body: { code: "reauthentication_needed", message: "Password update requires reauthentication" } });
    const badNonce = await call("PUT", "/user", token, { password: "taken-over-pass", current_password: password, nonce: "000000" });
    expect(badNonce).toEqual({ status: 422, body: { code: "reauthentication_not_valid", message: "Nonce has expired or is invalid" } });
    expect((await anonClient().auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  it("accepts the nonce emailed by GET /reauthenticate once, and sends it at most once a minute", async () => {
    const { id, email, password } = await createTestUser("nonce");
    const token = await sessionlessToken(id, email);
    expect(await call("GET", "/reauthenticate", token)).toEqual({ status: 200, body: {} });
    const again = await call("GET", "/reauthenticate", token);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe("over_email_send_rate_limit");

    const nonce = await reauthenticationCode(email);
    const changed = await call("PUT", "/user", token, { password: "renewed-password", current_password: password, nonce });
    expect(changed.status).toBe(200);
    const reused = await call("PUT", "/user", token, { password: "another-password", current_password: "renewed-password", nonce });
    expect(reused.body.code).toBe("reauthentication_not_valid");
    expect((await anonClient().auth.signInWithPassword({ email, password: "renewed-password" })).error).toBeNull();
  });

  it("asks a fresh session for the current password, and refuses a wrong one", async () => {
    const { client, password } = await createTestUser("current");
    const missing = await client.auth.updateUser({ password: "renewed-password" });
    expect(missing.error).toMatchObject({ status: 400, code: "current_password_required" });
    const wrong = await client.auth.updateUser({ password: "renewed-password", current_password: `${password}x` });
    expect(wrong.error).toMatchObject({ status: 400, code: "current_password_mismatch" });
    const right = await client.auth.updateUser({ password: "renewed-password", current_password: password });
    expect(right.error).toBeNull();
  });

  it("changes the password the way the app does: a session signed in aside with the current password", async () => {
    const { client: browser, email, password } = await createTestUser("aside");
    const browserToken = (await browser.auth.getSession()).data.session!.access_token;
    const aside = anonClient();
    expect((await aside.auth.signInWithPassword({ email, password })).error).toBeNull();
    expect((await aside.auth.updateUser({ password: "renewed-password", current_password: password })).error).toBeNull();
    expect((await aside.auth.getUser()).error).toBeNull();
    expect(await call("GET", "/user", browserToken)).toMatchObject({ status: 403, body: { code: "session_not_found" } });
  });
});

type Counts = { pair: number; address: number; account: number; pair_oldest: number | null; account_latest: number | null; now: number };

describe("the sign-in throttle's counts", () => {
  const args = (email: string, address: string) => ({ p_kind: "password", p_email: email, p_address: address });

  it("are not for visitors or users to read or write: only the server's secret key", async () => {
    const { id } = await createTestUser("throttle-caller");
    for (const client of [anonClient(), await clientWithClaims({ sub: id })]) {
      const counts = await client.rpc("auth_attempt_counts", { ...args("victim@example.com", "198.51.100.7"), p_window_seconds: 900 });
      expect(counts.error?.code).toBe("42501");
      const note = await client.rpc("note_auth_attempt", { ...args("victim@example.com", "198.51.100.7"), p_counted: true });
      expect(note.error?.code).toBe("42501");
      expect((await client.from("auth_attempts").select("id")).error?.code).toBe("42501");
    }
  });

  it("count wrong passwords per account and address, per address and per account; a right one clears its pair", async () => {
    const admin = serviceClient();
    const email = `Throttle-${Date.now()}@Example.com`;
    const count = async (address: string) => {
      const { data, error } = await admin.rpc("auth_attempt_counts", { ...args(email.toLowerCase(), address), p_window_seconds: 900 });
      expect(error).toBeNull();
      return data as Counts;
    };
    for (const address of ["203.0.113.1", "203.0.113.1", "203.0.113.2", ""]) {
      expect((await admin.rpc("note_auth_attempt", { ...args(` ${email} `, address), p_counted: true })).error).toBeNull();
    }
    expect(await count("203.0.113.1")).toMatchObject({ pair: 2, address: 2, account: 4 });
    expect(await count("203.0.113.9")).toMatchObject({ pair: 0, address: 0, account: 4 });
    const first = await count("203.0.113.1");
    expect(first.now - (first.account_latest ?? 0)).toBeLessThan(60);

    expect((await admin.rpc("note_auth_attempt", { ...args(email, "203.0.113.1"), p_counted: false })).error).toBeNull();
    expect(await count("203.0.113.1")).toMatchObject({ pair: 0, address: 0, account: 2 });
    expect(await count("203.0.113.2")).toMatchObject({ pair: 1, address: 1, account: 2 });
  });
});

// Password sign-in, the session lifecycle (refresh rotation, reuse window, user lookups, JWKS-verified
// claims, password change, sign-out scopes) and GoTrue's error rows, driven by supabase-js.
import { SignJWT, decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANON_KEY, JWT_SECRET } from "@/supabase/local/keys";
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server";
import { anonClient, createTestUser, serviceClient, supabaseUrl } from "./support";

const VERSIONED = { apikey: ANON_KEY, "content-type": "application/json", "x-supabase-api-version": "2024-01-01" };
let shortWindow: LocalSupabase;

async function refresh(url: string, refreshToken: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url}/auth/v1/token?grant_type=refresh_token`, {
    method: "POST",
    headers: VERSIONED,
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function getUserWith(token: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${supabaseUrl()}/auth/v1/user`, { headers: { ...VERSIONED, authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  shortWindow = await startLocalSupabase({
    port: 0,
    dataDir: null,
    seed: false,
    config: { refreshTokenReuseInterval: 1 },
    log: () => {},
  });
});

afterAll(async () => {
  await shortWindow?.stop();
});

describe("password sign-in", () => {
  it("issues a session whose access token carries GoTrue's claims and verifies through the JWKS", async () => {
    const { client, id, email } = await createTestUser("claims");
    const { data: session } = await client.auth.getSession();
    const token = session.session!.access_token;
    expect(decodeProtectedHeader(token)).toEqual({ alg: "ES256", kid: "b81269f1-21d8-4f2e-b719-c2240a840d90", typ: "JWT" });
    const claims = decodeJwt(token);
    expect(Object.keys(claims)).toEqual([
      "iss", "sub", "aud", "exp", "iat", "email", "phone", "app_metadata", "user_metadata",
      "role", "aal", "amr", "session_id", "is_anonymous",
    ]);
    expect(claims).toMatchObject({
      iss: `${supabaseUrl()}/auth/v1`,
      sub: id,
      aud: "authenticated",
      email,
      phone: "",
      role: "authenticated",
      aal: "aal1",
      amr: [{ method: "password", timestamp: expect.any(Number) }],
      is_anonymous: false,
    });
    expect(claims.exp! - claims.iat!).toBe(3600);

    const verified = await client.auth.getClaims();
    expect(verified.error).toBeNull();
    expect(verified.data?.claims.sub).toBe(id);
    const jwks = await fetch(`${supabaseUrl()}/auth/v1/.well-known/jwks.json`, { headers: { apikey: ANON_KEY } });
    expect(jwks.headers.get("cache-control")).toBe("public, max-age=600");
    expect(((await jwks.json()) as { keys: unknown[] }).keys).toHaveLength(1);

    const { data: user } = await client.auth.getUser();
    expect(user.user).toMatchObject({ id, email, aud: "authenticated", role: "authenticated" });
    expect(user.user?.last_sign_in_at).toBeTruthy();
  });

  it("answers every failure with GoTrue's status, code and message", async () => {
    const { email, password } = await createTestUser("errors");
    const client = anonClient();
    const rows: [Record<string, string>, number, string, string][] = [
      [{ email, password: "wrong-password" }, 400, "invalid_credentials", "Invalid login credentials"],
      [{ email: "nobody@example.com", password }, 400, "invalid_credentials", "Invalid login credentials"],
      [{ email: "", password }, 400, "validation_failed", "missing email or phone"],
    ];
    for (const [credentials, status, code, message] of rows) {
      const { error } = await client.auth.signInWithPassword(credentials as { email: string; password: string });
      expect(error).toMatchObject({ status, code, message });
    }
    const unsupported = await fetch(`${supabaseUrl()}/auth/v1/token?grant_type=magic`, { method: "POST", headers: VERSIONED, body: "{}" });
    expect(await unsupported.json()).toEqual({ code: "invalid_credentials", message: "unsupported_grant_type" });

    const missing = await refresh(supabaseUrl(), "");
    expect(missing).toEqual({ status: 400, body: { error: "invalid_request", error_description: "refresh_token required" } });
    const unknown = await refresh(supabaseUrl(), "nosuchtoken1");
    expect(unknown.body).toEqual({ code: "refresh_token_not_found", message: "Invalid Refresh Token: Refresh Token Not Found" });

    const legacy = await fetch(`${supabaseUrl()}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { apikey: ANON_KEY, "content-type": "application/json" },
      body: JSON.stringify({ email, password: "wrong-password" }),
    });
    expect(legacy.headers.get("x-supabase-api-version")).toBeNull();
    expect(await legacy.json()).toEqual({ code: 400, error_code: "invalid_credentials", msg: "Invalid login credentials" });
  });

  it("signs in a user seeded with pgcrypto's bcrypt, as supabase/seed.sql does", async () => {
    const email = `seeded-${Date.now()}@example.com`;
    await shortWindow.db.transaction((tx) =>
      tx.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                                 raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
                 extensions.crypt('seeded-secret', extensions.gen_salt('bf')), now(),
                 '{"provider":"email","providers":["email"]}', '{}', now(), now())`,
        [email],
      ),
    );
    const { data, error } = await anonClient(shortWindow.url).auth.signInWithPassword({ email, password: "seeded-secret" });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.identities).toEqual([]);
  });
});

describe("refresh token rotation", () => {
  it("rotates, and within the reuse window hands the current token to a repeated parent", async () => {
    const { client } = await createTestUser("rotate");
    const first = (await client.auth.getSession()).data.session!;
    const second = await refresh(supabaseUrl(), first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.body.access_token as string).session_id).toBe(decodeJwt(first.access_token).session_id);

    const repeated = await refresh(supabaseUrl(), first.refresh_token);
    expect(repeated.status).toBe(200);
    expect(repeated.body.refresh_token).toBe(second.body.refresh_token);
  });

  it("after the reuse window treats a revoked token as stolen and revokes the whole family", async () => {
    const client = anonClient(shortWindow.url);
    const email = `window-${Date.now()}@example.com`;
    await serviceClient(shortWindow.url).auth.admin.createUser({ email, password: "correct-horse", email_confirm: true });
    const { data } = await client.auth.signInWithPassword({ email, password: "correct-horse" });
    const original = data.session!.refresh_token;
    const rotated = await refresh(shortWindow.url, original);
    expect(rotated.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1200));

    const stolen = await refresh(shortWindow.url, original);
    expect(stolen).toEqual({ status: 400, body: { code: "refresh_token_already_used", message: "Invalid Refresh Token: Already Used" } });
    const family = await refresh(shortWindow.url, rotated.body.refresh_token);
    expect(family.body.code).toBe("refresh_token_already_used");
  });
});

describe("changing the password and signing out", () => {
  it("a new password revokes the user's other sessions; the same password is refused", async () => {
    const { client, email, password } = await createTestUser("password");
    const other = anonClient();
    await other.auth.signInWithPassword({ email, password });
    const otherToken = (await other.auth.getSession()).data.session!.access_token;

    const same = await client.auth.updateUser({ password, current_password: password });
    expect(same.error).toMatchObject({ status: 422, code: "same_password", message: "New password should be different from the old password." });
    const weak = await client.auth.updateUser({ password: "1234567", current_password: password });
    expect(weak.error).toMatchObject({ status: 422, code: "weak_password", message: "Password should be at least 8 characters." });

    const changed = await client.auth.updateUser({ password: "a-brand-new-secret", current_password: password, data: { locale: "es" } });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.user_metadata.locale).toBe("es");
    expect((await client.auth.getUser()).error).toBeNull();
    expect(await getUserWith(otherToken)).toEqual({
      status: 403,
      body: { code: "session_not_found", message: "Session from session_id claim in JWT does not exist" },
    });
    const old = await anonClient().auth.signInWithPassword({ email, password });
    expect(old.error?.code).toBe("invalid_credentials");
    const fresh = await anonClient().auth.signInWithPassword({ email, password: "a-brand-new-secret" });
    expect(fresh.error).toBeNull();
  });

  it("signOut scopes end this, the other, or every session", async () => {
    const { email, password } = await createTestUser("logout");
    const sessions = await Promise.all(
      [0, 1, 2].map(async () => {
        const client = anonClient();
        await client.auth.signInWithPassword({ email, password });
        return { client, token: (await client.auth.getSession()).data.session!.access_token };
      }),
    );
    const [a, b, c] = sessions;
    expect((await a.client.auth.signOut({ scope: "local" })).error).toBeNull();
    expect((await getUserWith(a.token)).status).toBe(403);
    expect((await getUserWith(b.token)).status).toBe(200);

    await b.client.auth.signOut({ scope: "others" });
    expect((await getUserWith(b.token)).status).toBe(200);
    expect((await getUserWith(c.token)).body.code).toBe("session_not_found");

    await b.client.auth.signOut();
    expect((await getUserWith(b.token)).status).toBe(403);

    const { client } = await createTestUser("scope");
    const token = (await client.auth.getSession()).data.session!.access_token;
    const bad = await fetch(`${supabaseUrl()}/auth/v1/logout?scope=everyone`, { method: "POST", headers: { ...VERSIONED, authorization: `Bearer ${token}` } });
    expect(await bad.json()).toEqual({ code: "validation_failed", message: 'Unsupported logout scope "everyone"' });
    const ok = await fetch(`${supabaseUrl()}/auth/v1/logout?scope=global`, { method: "POST", headers: { ...VERSIONED, authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(204);
  });

  it("rejects missing, anonymous, forged and expired bearer tokens on /user", async () => {
    const none = await fetch(`${supabaseUrl()}/auth/v1/user`, { headers: { "x-supabase-api-version": "2024-01-01", apikey: ANON_KEY, authorization: "Basic x" } });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ code: "no_authorization", message: "This endpoint requires a valid Bearer token" });
    expect(await getUserWith(ANON_KEY)).toEqual({ status: 403, body: { code: "bad_jwt", message: "invalid claim: missing sub claim" } });

    const secret = new TextEncoder().encode(JWT_SECRET);
    const expired = await new SignJWT({ sub: crypto.randomUUID(), role: "authenticated" })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 120)
      .sign(secret);
    expect(await getUserWith(expired)).toEqual({
      status: 403,
      body: { code: "bad_jwt", message: "invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired" },
    });
    const ghost = await new SignJWT({ sub: crypto.randomUUID(), role: "authenticated" })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("1h")
      .sign(secret);
    expect(await getUserWith(ghost)).toEqual({
      status: 403,
      body: { code: "user_not_found", message: "User from sub claim in JWT does not exist" },
    });
    const forged = (await getUserWith(`${ghost.slice(0, -4)}AAAA`)).body;
    expect(forged.code).toBe("bad_jwt");
  });
});

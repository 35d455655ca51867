// Email sign-up against the local auth server, driven by supabase-js and @supabase/ssr: with
// confirmations on (the project's config) through the mailbox link and the PKCE code exchange,
// and with confirmations off (autoconfirm) answering with a session right away.
import { createServerClient } from "@supabase/ssr";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@/supabase/local/config";
import { ANON_KEY } from "@/supabase/local/keys";
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server";
import { supabaseUrl } from "./support";

const REDIRECT = "http://localhost:3000/auth/callback";
const noRealtime = { transport: class {} as never };
let url: string;
let autoconfirm: LocalSupabase;
let counter = 0;

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${++counter}@example.com`;

function browserlessClient(url: string, flowType: "pkce" | "implicit" = "pkce"): SupabaseClient {
  return createClient(url, ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false, flowType }, realtime: noRealtime });
}

function ssrClient(url: string) {
  const jar = new Map<string, string>();
  const client = createServerClient(url, ANON_KEY, {
    realtime: noRealtime,
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value, options } of cookies) {
          if (options?.maxAge === 0) jar.delete(name);
          else jar.set(name, value);
        }
      },
    },
  });
  return { client, jar };
}

type Mail = { id: string; to: string; subject: string; html: string; text: string; link: string; sentAt: string };

async function mailbox(email: string): Promise<Mail[]> {
  const response = await fetch(`${url}/mailbox/messages.json?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Mail[];
}

async function open(link: string): Promise<{ status: number; location: URL }> {
  const response = await fetch(link, { redirect: "manual" });
  return { status: response.status, location: new URL(response.headers.get("location") ?? "") };
}

function postSignup(body: unknown): Promise<Response> {
  return fetch(`${url}/auth/v1/signup`, {
    method: "POST",
    headers: { apikey: ANON_KEY, "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

beforeAll(async () => {
  url = supabaseUrl();
  autoconfirm = await startLocalSupabase({
    port: 0,
    dataDir: null,
    seed: false,
    config: { emailConfirmations: false },
    log: () => {},
  });
});

afterAll(async () => {
  await autoconfirm?.stop();
});

describe("sign-up with email confirmation", () => {
  it("answers with the bare user, mails a pkce_ link, and the link plus code exchange gives a session", async () => {
    const email = uniqueEmail("confirm");
    const { client, jar } = ssrClient(url);
    const { data, error } = await client.auth.signUp({
      email,
      password: "correct-horse",
      options: { emailRedirectTo: REDIRECT, data: { full_name: "Ada Lovelace" } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const user = data.user!;
    expect(user.email).toBe(email);
    expect(user.confirmation_sent_at).toBeTruthy();
    expect(user.email_confirmed_at).toBeUndefined();
    expect(user.app_metadata).toEqual({ provider: "email", providers: ["email"] });
    expect(user.user_metadata).toMatchObject({ full_name: "Ada Lovelace", email, email_verified: false, sub: user.id });
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({ id: user.id, user_id: user.id, provider: "email", email });

    const [mail] = await mailbox(email);
    expect(mail.subject).toBe("Confirm your email");
    const link = new URL(mail.link);
    expect(link.origin + link.pathname).toBe(`${url}/auth/v1/verify`);
    expect(link.searchParams.get("token")).toMatch(/^pkce_[0-9a-f]{56}$/);
    expect(link.searchParams.get("type")).toBe("signup");
    expect(link.searchParams.get("redirect_to")).toBe(REDIRECT);
    expect(mail.html).toContain("Confirm email");

    const page = await fetch(`${url}/mailbox`);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain(mail.link.replace(/&/g, "&amp;"));

    const hop = await open(mail.link);
    expect(hop.status).toBe(303);
    expect(hop.location.origin + hop.location.pathname).toBe(REDIRECT);
    const code = hop.location.searchParams.get("code")!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email_confirmed_at).toBeTruthy();
    expect(exchanged.data.session?.user.user_metadata.email_verified).toBe(true);
    expect([...jar.keys()].some((name) => name.startsWith("sb-127-auth-token"))).toBe(true);
    const { data: claims } = await client.auth.getClaims();
    expect(claims?.claims.amr).toEqual([{ method: "email/signup", timestamp: expect.any(Number) }]);

    const again = await fetch(`${url}/auth/v1/token?grant_type=pkce`, {
      method: "POST",
      headers: { apikey: ANON_KEY, "content-type": "application/json", "x-supabase-api-version": "2024-01-01" },
      body: JSON.stringify({ auth_code: code, code_verifier: "a".repeat(112) }),
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ code: "flow_state_not_found", message: "invalid flow state, no valid flow state found" });

    const reused = await open(mail.link);
    expect(reused.status).toBe(303);
    expect(reused.location.searchParams.get("error_code")).toBe("otp_expired");
    expect(reused.location.hash).toBe(
      "#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=",
    );
  });

  it("refuses password sign-in until the address is confirmed", async () => {
    const email = uniqueEmail("unconfirmed");
    const client = browserlessClient(url);
    await client.auth.signUp({ email, password: "correct-horse" });
    const { error } = await client.auth.signInWithPassword({ email, password: "correct-horse" });
    expect(error).toMatchObject({ status: 400, code: "email_not_confirmed", message: "Email not confirmed" });
  });

  it("without PKCE the link signs in through the URL fragment, and verifyOtp takes a token hash", async () => {
    const client = browserlessClient(url, "implicit");
    const email = uniqueEmail("implicit");
    await client.auth.signUp({ email, password: "correct-horse", options: { emailRedirectTo: REDIRECT } });
    const hop = await open((await mailbox(email))[0].link);
    expect(hop.status).toBe(303);
    const fragment = new URLSearchParams(hop.location.hash.slice(1));
    expect(fragment.get("token_type")).toBe("bearer");
    expect(fragment.get("type")).toBe("signup");
    expect(fragment.get("expires_in")).toBe("3600");
    expect(hop.location.hash.endsWith("&sb=")).toBe(true);
    const { data } = await client.auth.getUser(fragment.get("access_token")!);
    expect(data.user?.email).toBe(email);

    const second = uniqueEmail("otp");
    await client.auth.signUp({ email: second, password: "correct-horse" });
    const tokenHash = new URL((await mailbox(second))[0].link).searchParams.get("token")!;
    const verified = await client.auth.verifyOtp({ type: "email", token_hash: tokenHash });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(second);
    const expired = await client.auth.verifyOtp({ type: "signup", token_hash: tokenHash });
    expect(expired.error).toMatchObject({ status: 403, code: "otp_expired", message: "Email link is invalid or has expired" });
  });

  it("hides whether a confirmed address exists, and re-sends to an unconfirmed one no more than once a minute", async () => {
    const client = browserlessClient(url);
    const email = uniqueEmail("repeat");
    const first = await client.auth.signUp({ email, password: "correct-horse", options: { emailRedirectTo: REDIRECT } });
    expect(first.error).toBeNull();
    // max_frequency = "60s": GoTrue's answer to a re-send inside the minute.
    const tooSoon = await client.auth.signUp({ email, password: "correct-horse" });
    expect(tooSoon.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    expect(tooSoon.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(await mailbox(email)).toHaveLength(1);

    const hop = await open((await mailbox(email))[0].link);
    await client.auth.exchangeCodeForSession(hop.location.searchParams.get("code")!);
    const fake = await client.auth.signUp({ email, password: "another-pass" });
    expect(fake.error).toBeNull();
    expect(fake.data.user?.id).not.toBe(first.data.user?.id);
    expect(fake.data.user?.identities).toEqual([]);
    expect(await mailbox(email)).toHaveLength(1);
  });

  it("sends a disallowed redirect_to to the site URL", async () => {
    const client = browserlessClient(url);
    const email = uniqueEmail("redirect");
    await client.auth.signUp({ email, password: "correct-horse", options: { emailRedirectTo: "https://evil.example/steal" } });
    const hop = await open((await mailbox(email))[0].link);
    expect(hop.location.origin).toBe(new URL(loadConfig().siteUrl).origin);
  });
});

describe("sign-up validation", () => {
  it("rejects weak, missing and overlong passwords and bad addresses with GoTrue's errors", async () => {
    const client = browserlessClient(url);
    const weak = await client.auth.signUp({ email: uniqueEmail("weak"), password: "123" });
    expect(weak.error).toMatchObject({ status: 422, code: "weak_password", message: "Password should be at least 8 characters." });
    expect(weak.error).toHaveProperty("reasons", ["length"]);

    const cases: [unknown, number, string, string][] = [
      [{ email: uniqueEmail("nopass") }, 400, "validation_failed", "Signup requires a valid password"],
      [{ email: "not-an-email", password: "correct-horse" }, 400, "validation_failed", "Unable to validate email address: invalid format"],
      [{ email: "", password: "correct-horse" }, 400, "validation_failed", "An email address is required"],
      [{ email: uniqueEmail("long"), password: "x".repeat(73) }, 400, "validation_failed", "Password cannot be longer than 72 characters"],
      [{ email: uniqueEmail("pkce"), password: "correct-horse", code_challenge: "short", code_challenge_method: "s256" }, 400, "validation_failed", "code challenge has to be between 43 and 128 characters"],
      [{ email: uniqueEmail("pkce"), password: "correct-horse", code_challenge: "a".repeat(43) }, 400, "validation_failed", "PKCE flow requires code_challenge_method and code_challenge"],
    ];
    for (const [body, status, code, message] of cases) {
      const response = await postSignup(body);
      expect(response.status).toBe(status);
      expect(response.headers.get("x-supabase-api-version")).toBe("2024-01-01");
      expect(await response.json()).toEqual({ code, message });
    }
    const badJson = await postSignup("{not json");
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ code: "bad_json" });
  });
});

describe("sign-up with confirmations off", () => {
  it("answers with a session, and refuses an address already registered", async () => {
    const client = browserlessClient(autoconfirm.url);
    const email = uniqueEmail("auto");
    const { data, error } = await client.auth.signUp({ email, password: "correct-horse" });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe("bearer");
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
    expect(data.session?.user.identities?.[0].identity_data?.email_verified).toBe(false);
    const again = await client.auth.signUp({ email, password: "correct-horse" });
    expect(again.error).toMatchObject({ status: 422, code: "user_already_exists", message: "User already registered" });
  });
});

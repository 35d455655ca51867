// Sign in with Google and Apple through the local consent page: every browser hop checked, the
// PKCE code exchanged by @supabase/ssr, accounts created and linked, and redirect_to validation.
import { createServerClient } from "@supabase/ssr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "@/supabase/local/config";
import { isRedirectUrlValid } from "@/supabase/local/auth/redirect";
import { ANON_KEY } from "@/supabase/local/keys";
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server";
import { supabaseUrl } from "./support";

const REDIRECT = "http://localhost:3000/auth/callback";
const noRealtime = { transport: class {} as never };
let url: string;
let googleOff: LocalSupabase;

function ssrClient() {
  const jar = new Map<string, string>();
  const client = createServerClient(url, ANON_KEY, {
    realtime: noRealtime,
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => cookies.forEach(({ name, value }) => jar.set(name, value)),
    },
  });
  return client;
}

async function hop(target: string, init?: RequestInit): Promise<URL> {
  const response = await fetch(target, { redirect: "manual", ...init });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location")!);
}

/** Reads the consent form the way a person sees it: fields found by their label text. */
function readForm(html: string) {
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1].replace(/&amp;/g, "&");
  const fields = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(name, value.replace(/&amp;/g, "&"));
  }
  const byLabel = (label: string): string => {
    const forId = new RegExp(`<label for="([^"]+)">${label}</label>`).exec(html)?.[1];
    if (forId) return new RegExp(`<input id="${forId}" name="([^"]+)"`).exec(html)![1];
    const wrapped = new RegExp(`<label><input type="radio" name="([^"]+)" value="([^"]+)"[^>]*> ${label.replace(/[()]/g, "\\$&")}</label>`).exec(html)!;
    return `${wrapped[1]}=${wrapped[2]}`;
  };
  return { action, fields, byLabel };
}

async function signInWith(provider: "google" | "apple", choose: (form: ReturnType<typeof readForm>) => void) {
  const client = ssrClient();
  const { data, error } = await client.auth.signInWithOAuth({ provider, options: { redirectTo: REDIRECT } });
  expect(error).toBeNull();
  const authorize = new URL(data.url!);
  expect(authorize.pathname).toBe("/auth/v1/authorize");
  expect(authorize.searchParams.get("code_challenge_method")).toBe("s256");

  const consent = await hop(data.url!);
  expect(consent.origin + consent.pathname).toBe(`${url}/auth/v1/local/oauth/${provider}/authorize`);
  expect(consent.searchParams.get("redirect_uri")).toBe(`${url}/auth/v1/callback`);
  expect(consent.searchParams.get("response_type")).toBe("code");
  const state = consent.searchParams.get("state")!;

  const page = await fetch(consent);
  expect(page.status).toBe(200);
  const html = await page.text();
  const label = provider === "google" ? "Google" : "Apple";
  expect(html).toContain(`<title>Sign in with ${label} — local consent</title>`);
  const form = readForm(html);
  choose(form);
  form.fields.set("decision", "allow");
  const callback = await hop(form.action, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.fields,
  });
  expect(callback.origin + callback.pathname).toBe(`${url}/auth/v1/callback`);
  expect(callback.searchParams.get("state")).toBe(state);

  const back = await hop(callback.toString());
  expect(back.origin + back.pathname).toBe(REDIRECT);
  const exchanged = await client.auth.exchangeCodeForSession(back.searchParams.get("code")!);
  expect(exchanged.error).toBeNull();
  return { client, session: exchanged.data.session! };
}

beforeAll(async () => {
  url = supabaseUrl();
  const config = loadConfig();
  googleOff = await startLocalSupabase({
    port: 0,
    dataDir: null,
    seed: false,
    config: { externalProviders: { ...config.externalProviders, google: { enabled: false } } },
    log: () => {},
  });
});

afterAll(async () => {
  await googleOff?.stop();
});

describe("OAuth through the local consent page", () => {
  it("signs in with Google as a typed person and shapes the user like GoTrue", async () => {
    const email = `g-${Date.now()}@example.com`;
    const { client, session } = await signInWith("google", (form) => {
      form.fields.set(form.byLabel("Email"), email);
      form.fields.set(form.byLabel("Name"), "Grace Hopper");
    });
    expect(session.user.email).toBe(email);
    expect(session.user.app_metadata).toEqual({ provider: "google", providers: ["google"] });
    expect(session.user.email_confirmed_at).toBeTruthy();
    const identity = session.user.identities![0];
    expect(identity.provider).toBe("google");
    expect(identity.identity_data).toMatchObject({
      iss: "https://accounts.google.com",
      email,
      name: "Grace Hopper",
      full_name: "Grace Hopper",
      email_verified: true,
      avatar_url: expect.stringMatching(/^data:image\/svg\+xml/),
    });
    expect(identity.id).toBe(identity.identity_data!.sub);
    expect(session.user.user_metadata).toMatchObject({ name: "Grace Hopper", email });
    const { data } = await client.auth.getClaims();
    expect(data?.claims.amr).toEqual([{ method: "oauth", timestamp: expect.any(Number) }]);
  });

  it("signs in with Apple as an offered account, and links a second provider to the same user", async () => {
    const { session: apple } = await signInWith("apple", (form) => {
      const [name, value] = form.byLabel("Mei Lin (mei.lin@example.com)").split("=");
      form.fields.set(name, value);
    });
    expect(apple.user.email).toBe("mei.lin@example.com");
    expect(apple.user.app_metadata.provider).toBe("apple");
    expect(apple.user.identities![0].identity_data).toMatchObject({ iss: "https://appleid.apple.com", name: "Mei Lin" });

    const { session: google } = await signInWith("google", (form) => {
      form.fields.set(form.byLabel("Email"), "mei.lin@example.com");
    });
    expect(google.user.id).toBe(apple.user.id);
    expect(google.user.app_metadata).toEqual({ provider: "apple", providers: ["apple", "google"] });
    expect(google.user.identities!.map((identity) => identity.provider).sort()).toEqual(["apple", "google"]);
  });

  it("sends a cancelled consent back with access_denied", async () => {
    const client = ssrClient();
    const { data } = await client.auth.signInWithOAuth({ provider: "google", options: { redirectTo: REDIRECT } });
    const consent = await hop(data.url!);
    const form = readForm(await (await fetch(consent)).text());
    form.fields.set("decision", "deny");
    const callback = await hop(form.action, { method: "POST", body: form.fields });
    const back = await hop(callback.toString());
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.hash).toContain("sb=");
  });

  it("answers disabled and unknown providers with the legacy 400", async () => {
    const off = await fetch(`${googleOff.url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(REDIRECT)}`, { redirect: "manual" });
    expect(off.status).toBe(400);
    expect(await off.json()).toEqual({ code: 400, error_code: "validation_failed", msg: "Unsupported provider: provider is not enabled" });
    const unknown = await fetch(`${url}/auth/v1/authorize?provider=myspace`, { redirect: "manual" });
    expect(await unknown.json()).toEqual({ code: 400, error_code: "validation_failed", msg: "Unsupported provider: Provider myspace could not be found" });
    const settings = await (await fetch(`${googleOff.url}/auth/v1/settings`, { headers: { apikey: ANON_KEY } })).json();
    expect(settings.external).toMatchObject({ google: false, apple: true, email: true, github: false });
    expect(settings.mailer_autoconfirm).toBe(false);
  });

  it("falls back to the site URL for a redirect_to that is not allowed", async () => {
    const start = `${url}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent("https://evil.example/cb")}`;
    const consent = await hop(start);
    const form = readForm(await (await fetch(consent)).text());
    form.fields.set("email", "redirect-check@example.com");
    form.fields.set("decision", "allow");
    const callback = await hop(form.action, { method: "POST", body: form.fields });
    const back = await hop(callback.toString());
    expect(back.origin).toBe(new URL(loadConfig().siteUrl).origin);
    expect(back.hash).toMatch(/^#access_token=.+&sb=$/);
  });
});

describe("redirect_to validation", () => {
  const config = {
    ...loadConfig(),
    siteUrl: "http://localhost:3000",
    additionalRedirectUrls: ["https://*-*.vercel.app/auth/callback", "https://app.example.com/**"],
  };
  it.each([
    ["http://localhost:3000/auth/callback", true],
    ["http://localhost:4100/anything", true],
    ["https://localhost:3000/x", false],
    ["http://127.0.0.1:9999/cb", true],
    ["http://[::1]:3000/cb", true],
    ["http://10.0.0.8:3000/cb", false],
    ["http://2130706433/cb", false],
    ["https://my-preview.vercel.app/auth/callback", true],
    ["https://a.my-preview.vercel.app/auth/callback", false],
    ["https://app.example.com/deep/path?x=1", true],
    ["https://evil.example/auth/callback", false],
    ["not a url", false],
  ])("%s → %s", (candidate, allowed) => {
    expect(isRedirectUrlValid(config, candidate)).toBe(allowed);
  });
});

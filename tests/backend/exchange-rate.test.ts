// The exchange-rate function through the local server, against fake rate providers that answer in
// open.er-api.com's and exchangerate-api.com's formats.
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PUBLISHABLE_KEY } from "@/supabase/local/keys";
import type { LocalSupabase } from "@/supabase/local/server";
import { type FakeBehaviour, type FakeUpstreams, startFakeUpstreams } from "./fake-upstreams";
import { createTestUser, invokeFunction, serviceClient, startServerWithFunctionEnv } from "./support";

type Answer = { status: number; body: Record<string, unknown> };

const TIMEOUT_MS = 800;
const today = () => new Date().toISOString().slice(0, 10);

const invoke = (client: SupabaseClient, body: unknown, method: "POST" | "GET" = "POST"): Promise<Answer> =>
  invokeFunction<Answer["body"]>(client, "exchange-rate", body, method);

describe("exchange-rate with the keyless provider", () => {
  let fake: FakeUpstreams;
  let server: LocalSupabase;
  let client: SupabaseClient;
  let admin: SupabaseClient;

  beforeAll(async () => {
    fake = await startFakeUpstreams();
    server = await startServerWithFunctionEnv({
      EXCHANGE_RATE_API_URL: fake.exchangeRateUrl,
      EXCHANGE_RATE_API_KEY: "",
      UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    client = (await createTestUser("rates", server.url)).client;
    admin = serviceClient(server.url);
  });

  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  beforeEach(async () => {
    fake.reset();
    const { error } = await admin.from("exchange_rates").delete().gte("id", 0);
    expect(error).toBeNull();
  });

  async function cachedRows(base: string) {
    const { data, error } = await admin
      .from("exchange_rates")
      .select("base,target,rate,rate_date,source")
      .eq("base", base)
      .order("target");
    expect(error).toBeNull();
    return data ?? [];
  }

  it("answers a rate with the provider's date and name", async () => {
    const answer = await invoke(client, { baseCurrency: "USD", targetCurrency: "TWD" });
    expect(answer).toEqual({
      status: 200,
      body: {
        rate: 31.5,
        base: "USD",
        target: "TWD",
        date: today(),
        source: "open.er-api.com",
        cached: false,
      },
    });
    expect(fake.requests("er-api").map((request) => request.path)).toEqual(["/er-api/v6/latest/USD"]);
  });

  it("accepts lower-case codes and answers in upper case", async () => {
    const answer = await invoke(client, { baseCurrency: " eur ", targetCurrency: "gbp" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ base: "EUR", target: "GBP", rate: Number((0.79 / 0.92).toFixed(6)) });
  });

  it("stores every target of one provider call and answers the rest of the day from the cache", async () => {
    await invoke(client, { baseCurrency: "USD", targetCurrency: "TWD" });
    const rows = await cachedRows("USD");
    // Every listed currency the provider quotes, not only the spec's six.
    expect(rows.map((row) => row.target)).toEqual(["AED", "AUD", "CAD", "CHF", "CNY", "EUR", "GBP", "HKD", "JPY", "KRW", "SGD", "TWD"]);
    expect(rows.every((row) => row.rate_date === today() && row.source === "open.er-api.com")).toBe(true);

    const again = await invoke(client, { baseCurrency: "USD", targetCurrency: "TWD" });
    const otherTarget = await invoke(client, { baseCurrency: "usd", targetCurrency: "JPY" });
    expect(again.body).toEqual({
      rate: 31.5,
      base: "USD",
      target: "TWD",
      date: today(),
      source: "open.er-api.com (cached)",
      cached: true,
    });
    expect(otherTarget.body).toMatchObject({ rate: 149.5, target: "JPY", cached: true });
    expect(fake.requests("er-api")).toHaveLength(1);

    const otherBase = await invoke(client, { baseCurrency: "TWD", targetCurrency: "USD" });
    expect(otherBase.body).toMatchObject({ base: "TWD", target: "USD", cached: false });
    expect(fake.requests("er-api").map((request) => request.path)).toEqual([
      "/er-api/v6/latest/USD",
      "/er-api/v6/latest/TWD",
    ]);
  });

  it("answers 1 for the same currency without asking the provider", async () => {
    const answer = await invoke(client, { baseCurrency: "JPY", targetCurrency: "jpy" });
    expect(answer).toMatchObject({
      status: 200,
      body: { rate: 1, base: "JPY", target: "JPY", date: today() },
    });
    expect(fake.requests("er-api")).toHaveLength(0);
  });

  it.each([
    [{ targetCurrency: "TWD" }, { error: "missing_currency", field: "baseCurrency" }],
    [{ baseCurrency: "USD" }, { error: "missing_currency", field: "targetCurrency" }],
    [{ baseCurrency: "USD", targetCurrency: "XYZ" }, { error: "unknown_currency", field: "targetCurrency" }],
    [{ baseCurrency: "FOK", targetCurrency: "USD" }, { error: "unknown_currency", field: "baseCurrency" }],
    [{ baseCurrency: 840, targetCurrency: "TWD" }, { error: "unknown_currency", field: "baseCurrency" }],
    ["not json", { error: "invalid_json" }],
    [["USD", "TWD"], { error: "invalid_body" }],
  ])("refuses %j with 400 and a fixed code", async (body, error) => {
    const answer = await invoke(client, body);
    expect(answer).toEqual({ status: 400, body: error });
    expect(fake.requests("er-api")).toHaveLength(0);
  });

  it("refuses other methods with 405", async () => {
    const answer = await invoke(client, undefined, "GET");
    expect(answer).toEqual({ status: 405, body: { error: "method_not_allowed" } });
  });

  it.each<[FakeBehaviour, string]>([
    ["rate-limited", "upstream_rate_limited"],
    ["server-error", "upstream_refused"],
    ["forbidden", "upstream_refused"],
    ["malformed", "upstream_malformed"],
    ["wrong-shape", "upstream_malformed"],
    ["missing-currency", "rate_missing"],
    ["hang", "upstream_timeout"],
  ])("answers 502 with a fixed code, never the provider's words, when the provider is %s", async (behaviour, reason) => {
    fake.set("er-api", behaviour);
    const started = Date.now();
    const answer = await invoke(client, { baseCurrency: "USD", targetCurrency: "TWD" });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 4000);
    expect(answer).toEqual({ status: 502, body: { error: "rate_unavailable", reason } });
    // Rates the provider did give are still worth keeping; a failed answer stores nothing.
    const stored = (await cachedRows("USD")).map((row) => row.target);
    expect(stored).toEqual(
      behaviour === "missing-currency" ? ["AED", "AUD", "CAD", "CHF", "CNY", "EUR", "GBP", "HKD", "JPY", "KRW", "SGD"] : [],
    );
  });

  it("answers any quoted currency, such as Korean won or Swiss francs", async () => {
    const answer = await invoke(client, { baseCurrency: "KRW", targetCurrency: "CHF" });
    expect(answer).toMatchObject({ status: 200, body: { base: "KRW", target: "CHF", rate: Number((0.88 / 1340.2).toFixed(6)) } });
  });

  it("answers with the newest stored rate, marked stale, while the provider is down", async () => {
    const stored = [
      { base: "KRW", target: "TWD", rate: 0.0231, rate_date: "2026-01-05", source: "open.er-api.com" },
      { base: "KRW", target: "TWD", rate: 0.0235, rate_date: "2026-02-10", source: "open.er-api.com" },
      { base: "TWD", target: "CHF", rate: 0.025, rate_date: "2026-02-01", source: "open.er-api.com" },
    ];
    const { error } = await admin.from("exchange_rates").insert(stored);
    expect(error).toBeNull();
    fake.set("er-api", "server-error");

    const direct = await invoke(client, { baseCurrency: "KRW", targetCurrency: "TWD" });
    expect(direct).toEqual({
      status: 200,
      body: { rate: 0.0235, base: "KRW", target: "TWD", date: "2026-02-10", source: "open.er-api.com (stored)", cached: true, stale: true },
    });
    // Read the other way round when only the inverse pair was stored.
    const inverse = await invoke(client, { baseCurrency: "CHF", targetCurrency: "TWD" });
    expect(inverse).toMatchObject({ status: 200, body: { rate: 40, date: "2026-02-01", stale: true } });
    const none = await invoke(client, { baseCurrency: "MXN", targetCurrency: "TWD" });
    expect(none).toEqual({ status: 502, body: { error: "rate_unavailable", reason: "upstream_refused" } });
  });

  it("leaves send-reminders, which this server gives no settings, answering a code that names none", async () => {
    const response = await fetch(`${server.url}/functions/v1/send-reminders`, { method: "POST", body: "{}" });
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ error: "not_configured" });
    expect(text).not.toMatch(/REMINDERS_SECRET|APP_URL|SMTP|RESEND|SUPABASE/);
  });

  it("answers CORS preflights and adds CORS headers to answers", async () => {
    const preflight = await fetch(`${server.url}/functions/v1/exchange-rate`, {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:3000", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/authorization/);

    const { data: session } = await client.auth.getSession();
    const response = await fetch(`${server.url}/functions/v1/exchange-rate`, {
      method: "POST",
      headers: {
        apikey: PUBLISHABLE_KEY,
        Authorization: `Bearer ${session.session?.access_token}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ baseCurrency: "GBP", targetCurrency: "GBP" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("exchange-rate with a keyed provider and an unreachable cache", () => {
  let fake: FakeUpstreams;
  let server: LocalSupabase;
  let client: SupabaseClient;

  beforeAll(async () => {
    fake = await startFakeUpstreams();
    server = await startServerWithFunctionEnv({
      EXCHANGE_RATE_API_URL: fake.exchangeRateUrl,
      EXCHANGE_RATE_API_KEY: "test-key",
      EXCHANGE_RATE_KEYED_API_URL: fake.keyedExchangeRateUrl,
      UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
      // Nothing listens here: every cache read and write fails.
      SUPABASE_URL: "http://127.0.0.1:1",
    });
    client = (await createTestUser("rates", server.url)).client;
  });

  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  beforeEach(() => fake.reset());

  it("uses the keyed provider when a key is set", async () => {
    const answer = await invoke(client, { baseCurrency: "GBP", targetCurrency: "USD" });
    expect(answer.body).toEqual({
      rate: Number((1 / 0.79).toFixed(6)),
      base: "GBP",
      target: "USD",
      date: today(),
      source: "exchangerate-api.com",
      cached: false,
    });
    expect(fake.requests("exchangerate-api").map((request) => request.path)).toEqual([
      "/exchangerate-api/v6/test-key/latest/GBP",
    ]);
    expect(fake.requests("er-api")).toHaveLength(0);
  });

  it("still answers when the cache cannot be read or written", async () => {
    const first = await invoke(client, { baseCurrency: "JPY", targetCurrency: "TWD" });
    const second = await invoke(client, { baseCurrency: "JPY", targetCurrency: "TWD" });
    expect(first).toEqual(second);
    expect(first).toMatchObject({ status: 200, body: { base: "JPY", target: "TWD", cached: false } });
    expect(fake.requests("exchangerate-api")).toHaveLength(2);
  });

  it("answers 502 when the key is refused", async () => {
    fake.set("exchangerate-api", "forbidden");
    const answer = await invoke(client, { baseCurrency: "CNY", targetCurrency: "USD" });
    expect(answer).toEqual({ status: 502, body: { error: "rate_unavailable", reason: "upstream_refused" } });
  });

  it("never puts the key, the provider's address or its words in an answer", async () => {
    // The runtime's fetch error names the URL, and the keyed provider's URL holds the key.
    fake.set("exchangerate-api", "drop");
    const response = await fetch(`${server.url}/functions/v1/exchange-rate`, {
      method: "POST",
      headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${PUBLISHABLE_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify({ baseCurrency: "EUR", targetCurrency: "USD" }),
    });
    const text = await response.text();
    // The runtime may retry once on a new connection, which drops as well.
    expect(fake.requests("exchangerate-api").length).toBeGreaterThan(0);
    expect(response.status).toBe(502);
    expect(JSON.parse(text)).toEqual({ error: "rate_unavailable", reason: "upstream_unreachable" });
    expect(text).not.toMatch(/test-key|127\.0\.0\.1|v6|exchangerate/);
  });
});

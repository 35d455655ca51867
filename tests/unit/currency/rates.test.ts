import type { SupabaseClient } from "@supabase/supabase-js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Currency } from "@/lib/currency/currencies";
import { getExchangeRates, resetExchangeRateCache, type FunctionsInvoker } from "@/lib/currency/rates";

type Body = { baseCurrency: Currency; targetCurrency: Currency };
type Answer = { data: unknown; error: unknown };

// supabase-js's client must satisfy the structural type the module asks for.
export const acceptsSupabaseClient = (client: SupabaseClient): FunctionsInvoker => client;

const LIVE: Partial<Record<Currency, number>> = { USD: 32.1, EUR: 35, JPY: 0.21 };

function fakeSupabase(answer: (body: Body) => Promise<Answer> | Answer) {
  const invoke = vi.fn(async (_name: string, options: { body: Body }) => answer(options.body));
  return { client: { functions: { invoke } } satisfies FunctionsInvoker, invoke };
}

const liveAnswer = ({ baseCurrency, targetCurrency }: Body): Answer => ({
  data: { rate: LIVE[baseCurrency], base: baseCurrency, target: targetCurrency, date: "2026-05-10", source: "open.er-api.com" },
  error: null,
});

const now = new Date("2026-05-10T12:00:00Z");
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  resetExchangeRateCache();
  consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  vi.useRealTimers();
});

describe("getExchangeRates: live answers", () => {
  it("asks once per distinct currency other than the default, with that currency as base", async () => {
    const { client, invoke } = fakeSupabase(liveAnswer);
    const result = await getExchangeRates(client, "TWD", ["USD", "TWD", "EUR", "USD"], { now });

    expect(invoke).toHaveBeenCalledTimes(2);
    expect(invoke.mock.calls.map(([name, options]) => [name, options.body])).toEqual([
      ["exchange-rate", { baseCurrency: "USD", targetCurrency: "TWD" }],
      ["exchange-rate", { baseCurrency: "EUR", targetCurrency: "TWD" }],
    ]);
    expect(result.rates.USD).toBe(32.1);
    expect(result.rates.EUR).toBe(35);
    expect(result.rates.TWD).toBe(1);
    expect(result.rates.JPY).toBeCloseTo(31.5 / 149.5, 12);
    expect(result).toMatchObject({ source: "live", date: "2026-05-10", sources: ["open.er-api.com"] });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("makes no call when every subscription is in the default currency", async () => {
    const { client, invoke } = fakeSupabase(liveAnswer);
    const result = await getExchangeRates(client, "EUR", ["EUR"], { now });
    expect(invoke).not.toHaveBeenCalled();
    expect(result).toMatchObject({ source: "live", date: null, sources: [] });
    expect(result.rates.EUR).toBe(1);
  });

  it("merges the function's cached answers with fresh ones under one source name", async () => {
    const { client } = fakeSupabase((body) => ({
      data: { rate: LIVE[body.baseCurrency], base: body.baseCurrency, target: body.targetCurrency, date: body.baseCurrency === "USD" ? "2026-05-09" : "2026-05-10", source: body.baseCurrency === "USD" ? "open.er-api.com (cached)" : "open.er-api.com" },
      error: null,
    }));
    const result = await getExchangeRates(client, "TWD", ["USD", "JPY"], { now });
    expect(result).toMatchObject({ source: "live", date: "2026-05-10", sources: ["open.er-api.com"] });
  });
});

describe("getExchangeRates: the per-day cache", () => {
  it("does not ask again the same UTC day, even for another request", async () => {
    const { client, invoke } = fakeSupabase(liveAnswer);
    await getExchangeRates(client, "TWD", ["USD", "EUR"], { now });
    const other = fakeSupabase(liveAnswer);
    const again = await getExchangeRates(other.client, "TWD", ["EUR", "USD"], { now: new Date("2026-05-10T23:59:00Z") });
    expect(invoke).toHaveBeenCalledTimes(2);
    expect(other.invoke).not.toHaveBeenCalled();
    expect(again.rates.USD).toBe(32.1);
  });

  it("asks again on the next UTC day", async () => {
    const { client, invoke } = fakeSupabase(liveAnswer);
    await getExchangeRates(client, "TWD", ["USD"], { now });
    await getExchangeRates(client, "TWD", ["USD"], { now: new Date("2026-05-11T00:00:01Z") });
    expect(invoke).toHaveBeenCalledTimes(2);
  });

  it("keys the cache by pair: another default currency is another question", async () => {
    const { client, invoke } = fakeSupabase(liveAnswer);
    await getExchangeRates(client, "TWD", ["USD"], { now });
    await getExchangeRates(client, "EUR", ["USD"], { now });
    expect(invoke.mock.calls.map(([, options]) => options.body)).toEqual([
      { baseCurrency: "USD", targetCurrency: "TWD" },
      { baseCurrency: "USD", targetCurrency: "EUR" },
    ]);
  });

  it("shares one in-flight call between concurrent requests", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { client, invoke } = fakeSupabase(async (body) => {
      await gate;
      return liveAnswer(body);
    });
    const first = getExchangeRates(client, "TWD", ["USD", "EUR"], { now });
    const second = getExchangeRates(client, "TWD", ["EUR", "USD"], { now });
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(invoke).toHaveBeenCalledTimes(2);
    expect(a.rates).toEqual(b.rates);
  });

  it("can be reset", async () => {
    const { client, invoke } = fakeSupabase(liveAnswer);
    await getExchangeRates(client, "TWD", ["USD"], { now });
    resetExchangeRateCache();
    await getExchangeRates(client, "TWD", ["USD"], { now });
    expect(invoke).toHaveBeenCalledTimes(2);
  });
});

describe("getExchangeRates: falling back to the static table", () => {
  it("uses the table and logs when the function returns an error", async () => {
    const { client } = fakeSupabase(() => ({ data: null, error: new Error("Edge Function returned a non-2xx status code") }));
    const result = await getExchangeRates(client, "TWD", ["USD", "EUR"], { now });
    expect(result.rates.USD).toBe(31.5);
    expect(result.rates.EUR).toBeCloseTo(31.5 / 0.92, 12);
    expect(result).toMatchObject({ source: "fallback", date: null, sources: [] });
    expect(consoleError).toHaveBeenCalledTimes(2);
  });

  it("uses the table for a non-numeric, zero or mismatched rate", async () => {
    const answers: Answer[] = [
      { data: { rate: "abc", base: "USD", target: "TWD" }, error: null },
      { data: { rate: 0, base: "EUR", target: "TWD" }, error: null },
      { data: { rate: 5, base: "USD", target: "TWD" }, error: null },
    ];
    const { client } = fakeSupabase(() => answers.shift() ?? { data: null, error: null });
    const result = await getExchangeRates(client, "TWD", ["USD", "EUR", "JPY"], { now });
    expect(result.rates.USD).toBe(31.5);
    expect(result.rates.EUR).toBeCloseTo(31.5 / 0.92, 12);
    expect(result.rates.JPY).toBeCloseTo(31.5 / 149.5, 12);
    expect(result.source).toBe("fallback");
  });

  it("uses the table when the call throws", async () => {
    const { client } = fakeSupabase(() => {
      throw new TypeError("fetch failed");
    });
    const result = await getExchangeRates(client, "USD", ["GBP"], { now });
    expect(result.rates.GBP).toBeCloseTo(1 / 0.79, 12);
    expect(result.source).toBe("fallback");
    expect(consoleError).toHaveBeenCalledOnce();
  });

  it("gives up after 3 seconds", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const invoke = vi.fn((_name: string, options: { body: Body; signal?: AbortSignal }) => {
      signal = options.signal;
      return new Promise<Answer>(() => undefined);
    });
    const pending = getExchangeRates({ functions: { invoke } }, "TWD", ["USD"], { now });
    await vi.advanceTimersByTimeAsync(2999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result.source).toBe("fallback");
    expect(result.rates.USD).toBe(31.5);
    expect(signal?.aborted).toBe(true);
  });

  it("reports a mix of live and fallback rates", async () => {
    const { client } = fakeSupabase((body) => (body.baseCurrency === "EUR" ? { data: null, error: new Error("502") } : liveAnswer(body)));
    const result = await getExchangeRates(client, "TWD", ["USD", "EUR"], { now });
    expect(result.rates.USD).toBe(32.1);
    expect(result.rates.EUR).toBeCloseTo(31.5 / 0.92, 12);
    expect(result).toMatchObject({ source: "mixed", date: "2026-05-10", sources: ["open.er-api.com"] });
  });

  it("retries a failed pair after five minutes, not on every request", async () => {
    let failing = true;
    const { client, invoke } = fakeSupabase((body) => (failing ? { data: null, error: new Error("down") } : liveAnswer(body)));
    await getExchangeRates(client, "TWD", ["USD"], { now });
    failing = false;
    const soon = await getExchangeRates(client, "TWD", ["USD"], { now: new Date(now.getTime() + 60_000) });
    expect(soon.source).toBe("fallback");
    expect(invoke).toHaveBeenCalledTimes(1);
    const later = await getExchangeRates(client, "TWD", ["USD"], { now: new Date(now.getTime() + 5 * 60_000 + 1) });
    expect(later.source).toBe("live");
    expect(invoke).toHaveBeenCalledTimes(2);
  });
});

describe("getExchangeRates: currencies beyond the spec's six", () => {
  it("uses the function's answer, live or stored, and names the currencies that have no rate at all", async () => {
    const { client } = fakeSupabase(({ baseCurrency, targetCurrency }) =>
      baseCurrency === "KRW"
        ? { data: { rate: 0.0235, base: "KRW", target: targetCurrency, date: "2026-02-10", source: "open.er-api.com (stored)" }, error: null }
        : { data: null, error: new Error("rate_unavailable") },
    );
    const result = await getExchangeRates(client, "TWD", ["KRW", "CHF", "USD"], { now });
    expect(result.rates.KRW).toBe(0.0235);
    expect(result.rates.CHF).toBeUndefined();
    expect(result.rates.USD).toBe(31.5);
    expect(result.missing).toEqual(["CHF"]);
    expect(result).toMatchObject({ source: "mixed", date: "2026-02-10", sources: ["open.er-api.com"] });
  });

  it("keeps the static table for the six when the default currency is another one", async () => {
    const { client } = fakeSupabase(() => ({ data: null, error: new Error("down") }));
    const result = await getExchangeRates(client, "KRW", ["USD"], { now });
    expect(result.rates).toEqual({ KRW: 1 });
    expect(result.missing).toEqual(["USD"]);
  });
});

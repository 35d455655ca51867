import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  brandSearchErrorMessage,
  createBrandSearch,
  type BrandSearchInvoke,
  type BrandSearchState,
  type InvokeResult,
} from "@/lib/subscriptions/brand-search-client";

function brand(name: string) {
  const domain = `${name.toLowerCase()}.com`;
  return { brandId: domain, domain, name, icon: `https://cdn.example/${name}.png`, claimed: true, verified: false };
}

/** The shape of supabase-js's FunctionsHttpError: the Response is in `context`. */
function httpError(status: number, body: unknown) {
  return { name: "FunctionsHttpError", context: new Response(JSON.stringify(body), { status }) };
}

type Call = { query: string; signal: AbortSignal; resolve: (result: InvokeResult) => void };

function setup() {
  const calls: Call[] = [];
  const states: BrandSearchState[] = [];
  const invoke: BrandSearchInvoke = (query, signal) =>
    new Promise((resolve) => calls.push({ query, signal, resolve }));
  const search = createBrandSearch(invoke, (state) => states.push(state));
  return { calls, states, search, last: () => states.at(-1) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("brand search timing", () => {
  it("waits 500 ms after the last keystroke and sends the trimmed text", async () => {
    const { calls, search } = setup();
    search.search("n");
    await vi.advanceTimersByTimeAsync(300);
    search.search("  net ");
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.query)).toEqual(["net"]);
  });

  it("never searches empty or blank text", async () => {
    const { calls, search, last } = setup();
    search.search("   ");
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
    expect(last()).toEqual({ status: "idle" });
  });

  it("aborts the request in flight when the text changes, and shows nothing from it", async () => {
    const { calls, search, states } = setup();
    search.search("net");
    await vi.advanceTimersByTimeAsync(500);
    search.search("netf");
    expect(calls[0].signal.aborted).toBe(true);
    calls[0].resolve({ data: { results: [brand("Netflix")] }, error: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(states.some((state) => state.status === "done")).toBe(false);
  });

  it("an aborted request's error is ignored", async () => {
    const { calls, search, states } = setup();
    search.search("net");
    await vi.advanceTimersByTimeAsync(500);
    search.search("");
    calls[0].resolve({ data: null, error: { name: "FunctionsFetchError", context: new Error("aborted") } });
    await vi.advanceTimersByTimeAsync(0);
    expect(states.some((state) => state.status === "error")).toBe(false);
  });

  it("skips text equal to the last searched text and shows its results again", async () => {
    const { calls, search, last } = setup();
    search.search("Netflix");
    await vi.advanceTimersByTimeAsync(500);
    calls[0].resolve({ data: { results: [brand("Netflix")] }, error: null });
    await vi.advanceTimersByTimeAsync(0);
    search.search("Netflixx");
    search.search("Netflix ");
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    expect(last()).toMatchObject({ status: "done", query: "Netflix" });
  });

  it("searches the same text again after reset", async () => {
    const { calls, search } = setup();
    search.search("hulu");
    await vi.advanceTimersByTimeAsync(500);
    calls[0].resolve({ data: { results: [brand("Hulu")] }, error: null });
    await vi.advanceTimersByTimeAsync(0);
    search.reset();
    search.search("hulu");
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(2);
  });
});

describe("brand search results", () => {
  it("keeps at most five suggestions, shaped as brand suggestions", async () => {
    const { calls, search, last } = setup();
    search.search("a");
    await vi.advanceTimersByTimeAsync(500);
    const names = ["A1", "A2", "A3", "A4", "A5", "A6", "A7"];
    calls[0].resolve({ data: { results: names.map(brand) }, error: null });
    await vi.advanceTimersByTimeAsync(0);
    const state = last();
    expect(state?.status).toBe("done");
    if (state?.status !== "done") return;
    expect(state.suggestions.map((s) => s.name)).toEqual(["A1", "A2", "A3", "A4", "A5"]);
    expect(state.suggestions[0]).toEqual({
      id: "a1.com",
      brandId: "a1.com",
      name: "A1",
      domain: "a1.com",
      iconUrl: "https://cdn.example/A1.png",
      claimed: true,
      verified: false,
      query: "a",
    });
  });

  it("says no related brands were found for an empty answer", async () => {
    const { calls, search, last } = setup();
    search.search("zzz");
    await vi.advanceTimersByTimeAsync(500);
    calls[0].resolve({ data: { results: [] }, error: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ status: "error", query: "zzz", message: { key: "noResults" } });
  });

  it("lets the same text be searched again after a failure", async () => {
    const { calls, search } = setup();
    search.search("net");
    await vi.advanceTimersByTimeAsync(500);
    calls[0].resolve({ data: null, error: httpError(500, { error: "boom" }) });
    await vi.advanceTimersByTimeAsync(0);
    search.search("net");
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(2);
  });
});

describe("brand search error messages", () => {
  it("403 shows the service's detail, or its own fallback", async () => {
    expect(await brandSearchErrorMessage(httpError(403, { error: "forbidden", detail: "Client ID revoked" }))).toEqual({
      text: "Client ID revoked",
    });
    expect(await brandSearchErrorMessage(httpError(403, { error: "forbidden" }))).toEqual({ key: "forbidden" });
  });

  it("401 shows the service's detail, or its own fallback", async () => {
    expect(await brandSearchErrorMessage(httpError(401, { error: "unauthorized", detail: "Bad key" }))).toEqual({
      text: "Bad key",
    });
    expect(await brandSearchErrorMessage(httpError(401, "not json at all"))).toEqual({ key: "unauthorized" });
  });

  it("a body that is not JSON falls back too", async () => {
    const error = { context: new Response("<html>", { status: 403 }) };
    expect(await brandSearchErrorMessage(error)).toEqual({ key: "forbidden" });
  });

  it("any other failure is the generic message, detail or not", async () => {
    expect(await brandSearchErrorMessage(httpError(500, { error: "x", detail: "upstream" }))).toEqual({ key: "failed" });
    expect(await brandSearchErrorMessage(httpError(429, { error: "slow down" }))).toEqual({ key: "failed" });
    expect(await brandSearchErrorMessage(new TypeError("Failed to fetch"))).toEqual({ key: "failed" });
  });

  it("the search shows the mapped message", async () => {
    const { calls, search, last } = setup();
    search.search("net");
    await vi.advanceTimersByTimeAsync(500);
    calls[0].resolve({ data: null, error: httpError(401, {}) });
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual({ status: "error", query: "net", message: { key: "unauthorized" } });
  });
});

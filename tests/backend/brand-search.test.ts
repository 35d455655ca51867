// The brand-search function through the local server: the built-in catalogue (no Brandfetch client
// ID) and the Brandfetch Search API, faked in its real format.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CATALOGUE } from "@/supabase/functions/brand-search/catalogue";
import type { LocalSupabase } from "@/supabase/local/server";
import { type FakeBehaviour, type FakeUpstreams, startFakeUpstreams } from "./fake-upstreams";
import { createTestUser, invokeFunction, startServerWithFunctionEnv } from "./support";

type Brand = {
  brandId: string;
  domain: string;
  name: string;
  icon: string | null;
  claimed: boolean;
  verified: boolean;
};
type Answer = { status: number; body: { results?: Brand[]; error?: string; detail?: string | null } };

const TIMEOUT_MS = 800;
const ICON_DIR = fileURLToPath(new URL("../../public/brand-icons/", import.meta.url));

const search = (client: SupabaseClient, body: unknown): Promise<Answer> =>
  invokeFunction<Answer["body"]>(client, "brand-search", body);

const names = (answer: Answer) => (answer.body.results ?? []).map((brand) => brand.name);

describe("the brand catalogue", () => {
  it("holds at least 100 services with unique slugs and domains, including the ones the seed uses", () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(100);
    expect(new Set(CATALOGUE.map((entry) => entry.slug)).size).toBe(CATALOGUE.length);
    expect(new Set(CATALOGUE.map((entry) => entry.domain)).size).toBe(CATALOGUE.length);
    const slugs = CATALOGUE.map((entry) => entry.slug);
    for (const slug of [
      "netflix",
      "spotify",
      "youtube",
      "notion",
      "github",
      "dropbox",
      "adobe",
      "apple",
      "google",
      "microsoft",
      "disney",
    ]) {
      expect(slugs).toContain(slug);
    }
  });

  it("has a square SVG icon on disk for every entry, and no icon without an entry", () => {
    for (const entry of CATALOGUE) {
      const file = `${ICON_DIR}${entry.slug}.svg`;
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, "utf8")).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24"/,
      );
    }
    const slugs = new Set(CATALOGUE.map((entry) => entry.slug));
    expect(readdirSync(ICON_DIR).filter((file) => !slugs.has(file.replace(/\.svg$/, "")))).toEqual([]);
  });
});

describe("brand-search without a Brandfetch client ID", () => {
  let server: LocalSupabase;
  let client: SupabaseClient;

  beforeAll(async () => {
    server = await startServerWithFunctionEnv({ BRANDFETCH_CLIENT_ID: "" });
    client = (await createTestUser("brands", server.url)).client;
  });

  afterAll(async () => {
    await server?.stop();
  });

  it("answers from the catalogue with site-relative icons", async () => {
    const answer = await search(client, { query: "Netflix" });
    expect(answer.status).toBe(200);
    expect(answer.body.results?.[0]).toEqual({
      brandId: "netflix.com",
      domain: "netflix.com",
      name: "Netflix",
      icon: "/brand-icons/netflix.svg",
      claimed: false,
      verified: false,
    });
  });

  it("puts prefix matches before substring matches", async () => {
    const answer = await search(client, { query: "net" });
    const found = names(answer);
    expect(found.slice(0, 3)).toEqual(["Netflix", "NetEase Cloud Music", "Netlify"]);
    expect(found).toContain("Mullvad VPN"); // mullvad.net: a substring of the domain only
    expect(found.indexOf("Mullvad VPN")).toBeGreaterThan(2);
  });

  it("matches word starts, domains and aliases, ignoring case and accents", async () => {
    expect(names(await search(client, { query: "prime" }))).toEqual(["Amazon Prime Video", "Amazon Prime"]);
    expect(names(await search(client, { query: "SPOTIFY" }))[0]).toBe("Spotify");
    expect(names(await search(client, { query: "Déezer" }))).toEqual(["Deezer"]);
    expect(names(await search(client, { query: "hbo" }))).toEqual(["Max"]);
    expect(names(await search(client, { query: "notion.so" }))).toEqual(["Notion"]);
    expect(names(await search(client, { query: "中華電信" }))).toEqual(["Chunghwa Telecom"]);
  });

  it("answers at most 10 results, and none for an unknown name", async () => {
    expect((await search(client, { query: "a" })).body.results).toHaveLength(10);
    expect(await search(client, { query: "qqqzzz" })).toEqual({ status: 200, body: { results: [] } });
  });

  it.each([
    [{ query: "   " }, { error: "query_required" }],
    [{}, { error: "query_required" }],
    [{ query: 42 }, { error: "query_required" }],
    [{ query: "x".repeat(101) }, { error: "query_too_long", max: 100 }],
    ["netflix", { error: "invalid_json" }],
  ])("refuses %j with 400 and a fixed code", async (body, error) => {
    expect(await search(client, body)).toEqual({ status: 400, body: error });
  });
});

describe("brand-search with Brandfetch", () => {
  let fake: FakeUpstreams;
  let server: LocalSupabase;
  let client: SupabaseClient;

  beforeAll(async () => {
    fake = await startFakeUpstreams();
    server = await startServerWithFunctionEnv({
      BRANDFETCH_CLIENT_ID: "test-client",
      BRANDFETCH_API_URL: fake.brandfetchUrl,
      UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    client = (await createTestUser("brands", server.url)).client;
  });

  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  beforeEach(() => fake.reset());

  it("maps Brandfetch's results and sends the client ID", async () => {
    const answer = await search(client, { query: "  netflix " });
    expect(answer).toEqual({
      status: 200,
      body: {
        results: [
          {
            brandId: "ideQwN5lBE",
            domain: "netflix.com",
            name: "Netflix",
            claimed: true,
            verified: true,
            icon: "https://cdn.brandfetch.io/ideQwN5lBE/w/400/h/400/icon.jpeg",
          },
          {
            brandId: "idq1T0aF3x",
            domain: "jobs.netflix.com",
            name: "Netflix Jobs",
            claimed: false,
            verified: false,
            icon: "https://cdn.brandfetch.io/idq1T0aF3x/w/400/h/400/icon.jpeg",
          },
        ],
      },
    });
    const [request] = fake.requests("brandfetch");
    expect(request.path).toBe("/brandfetch/v2/search/netflix");
    expect(request.search.get("c")).toBe("test-client");
  });

  it("encodes the query as one path segment, names nameless brands by domain and keeps 10 results", async () => {
    await search(client, { query: "spotify/fan club" });
    expect(fake.requests("brandfetch")[0].path).toBe("/brandfetch/v2/search/spotify%2Ffan%20club");

    const spotify = await search(client, { query: "spotify" });
    expect(names(spotify)).toEqual(["Spotify", "spotify-fan.example"]);
    expect((await search(client, { query: "acme" })).body.results).toHaveLength(10);
  });

  it.each<[FakeBehaviour, number, Answer["body"]]>([
    ["unauthorized", 401, { error: "brandfetch_unauthorized" }],
    ["forbidden", 403, { error: "brandfetch_forbidden" }],
  ])("answers Brandfetch's %s with its status and a fixed code, not Brandfetch's detail", async (behaviour, status, body) => {
    fake.set("brandfetch", behaviour);
    expect(await search(client, { query: "netflix" })).toEqual({ status, body });
  });

  it.each<[FakeBehaviour, string]>([
    ["rate-limited", "upstream_rate_limited"],
    ["server-error", "upstream_refused"],
    ["malformed", "upstream_malformed"],
    ["wrong-shape", "upstream_malformed"],
    ["hang", "upstream_timeout"],
  ])("answers 502 with a fixed code when Brandfetch is %s", async (behaviour, error) => {
    fake.set("brandfetch", behaviour);
    const started = Date.now();
    const answer = await search(client, { query: "netflix" });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 4000);
    expect(answer).toEqual({ status: 502, body: { error } });
  });

  it("never sends a query that is only dots, which fetch would resolve as a path", async () => {
    for (const query of [".", "..", "...", "./."]) {
      expect(await search(client, { query }), query).toEqual({ status: 200, body: { results: [] } });
    }
    expect(fake.requests("brandfetch")).toEqual([]);
  });
});

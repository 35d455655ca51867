// Local stand-ins for open.er-api.com, exchangerate-api.com (v6) and the Brandfetch Search API that
// answer in the providers' real formats, so the functions can be driven through every failure mode.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeService = "er-api" | "exchangerate-api" | "brandfetch";

export type FakeBehaviour =
  | "success"
  | "unauthorized"
  | "forbidden"
  | "rate-limited"
  | "server-error"
  | "hang"
  | "drop"
  | "malformed"
  | "wrong-shape"
  | "missing-currency";

export type FakeRequest = { service: FakeService; path: string; search: URLSearchParams };

export type FakeUpstreams = {
  exchangeRateUrl: string;
  keyedExchangeRateUrl: string;
  brandfetchUrl: string;
  set(service: FakeService, behaviour: FakeBehaviour): void;
  requests(service: FakeService): FakeRequest[];
  reset(): void;
  close(): Promise<void>;
};

const USD_RATES: Record<string, number> = {
  USD: 1,
  AED: 3.6725,
  AUD: 1.52,
  CAD: 1.36,
  CHF: 0.88,
  CNY: 7.24,
  EUR: 0.92,
  GBP: 0.79,
  HKD: 7.81,
  JPY: 149.5,
  KRW: 1340.2,
  SGD: 1.34,
  TWD: 31.5,
};

export const BRANDFETCH_BRANDS = [
  {
    claimed: true,
    name: "Netflix",
    domain: "netflix.com",
    brandId: "ideQwN5lBE",
    qualityScore: 0.92,
    verified: true,
  },
  {
    claimed: false,
    name: "Netflix Jobs",
    domain: "jobs.netflix.com",
    brandId: "idq1T0aF3x",
    qualityScore: 0.41,
  },
  {
    claimed: true,
    name: "Spotify",
    domain: "spotify.com",
    brandId: "id20mQyGeY",
    qualityScore: 0.95,
    verified: true,
  },
  { claimed: false, name: null, domain: "spotify-fan.example", brandId: "idNoName01", qualityScore: 0.1 },
  ...Array.from({ length: 14 }, (_, i) => ({
    claimed: false,
    name: `Acme ${i + 1}`,
    domain: `acme${i + 1}.example`,
    brandId: `idAcme${i + 1}`,
    qualityScore: 0.3,
  })),
];

export const TODAY_UPDATE_UNIX = Math.floor(
  Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate(), 0, 2, 31) / 1000,
);

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { "Content-Type": "application/json", ...headers });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}

function ratesFor(base: string, behaviour: FakeBehaviour): Record<string, number> {
  const rates = Object.fromEntries(
    Object.entries(USD_RATES).map(([code, rate]) => [code, Number((rate / USD_RATES[base]).toFixed(6))]),
  );
  if (behaviour === "missing-currency") delete rates.TWD;
  return rates;
}

function exchangeRate(
  service: FakeService,
  base: string,
  behaviour: FakeBehaviour,
  res: ServerResponse,
): void {
  const failure = (status: number, type: string) =>
    send(res, status, { result: "error", "error-type": type });
  if (behaviour === "unauthorized" || behaviour === "forbidden") return failure(403, "invalid-key");
  if (behaviour === "rate-limited") return failure(429, "quota-reached");
  if (behaviour === "server-error") return send(res, 500, "<html><body>Internal Server Error</body></html>");
  if (behaviour === "malformed") return send(res, 200, '{"result":"success","rates":{"USD":1,');
  if (behaviour === "wrong-shape")
    return send(res, 200, { result: "success", base_code: base, rates: "soon" });
  if (!(base in USD_RATES)) return failure(404, "unsupported-code");
  const ratesField = service === "er-api" ? "rates" : "conversion_rates";
  send(res, 200, {
    result: "success",
    provider: "https://www.exchangerate-api.com",
    documentation: "https://www.exchangerate-api.com/docs/free",
    terms_of_use: "https://www.exchangerate-api.com/terms",
    time_last_update_unix: TODAY_UPDATE_UNIX,
    time_last_update_utc: new Date(TODAY_UPDATE_UNIX * 1000).toUTCString().replace("GMT", "+0000"),
    time_next_update_unix: TODAY_UPDATE_UNIX + 86_400,
    time_next_update_utc: new Date((TODAY_UPDATE_UNIX + 86_400) * 1000).toUTCString().replace("GMT", "+0000"),
    time_eol_unix: 0,
    base_code: base,
    [ratesField]: ratesFor(base, behaviour),
  });
}

function brandfetchError(res: ServerResponse, status: number, code: string, message: string): void {
  send(
    res,
    status,
    { error: code, message, docs: "https://docs.brandfetch.com/brand-search-api/errors" },
    {
      "x-bf-error": code,
    },
  );
}

function brandfetch(query: string, behaviour: FakeBehaviour, res: ServerResponse): void {
  if (behaviour === "unauthorized")
    return brandfetchError(res, 401, "client_id_missing", "A valid client ID is required.");
  if (behaviour === "forbidden")
    return brandfetchError(
      res,
      403,
      "client_id_invalid",
      "This client ID is not allowed to use the Brand Search API.",
    );
  if (behaviour === "rate-limited") return send(res, 429, { message: "Too Many Requests" });
  if (behaviour === "server-error") return send(res, 500, { message: "Internal server error" });
  if (behaviour === "malformed") return send(res, 200, '[{"name":"Netflix",');
  if (behaviour === "wrong-shape") return send(res, 200, { results: [] });
  const needle = query.toLowerCase();
  const matches = BRANDFETCH_BRANDS.filter(
    (brand) => (brand.name ?? "").toLowerCase().includes(needle) || brand.domain.includes(needle),
  ).map((brand) => ({ ...brand, icon: `https://cdn.brandfetch.io/${brand.brandId}/w/400/h/400/icon.jpeg` }));
  send(res, 200, matches);
}

export async function startFakeUpstreams(): Promise<FakeUpstreams> {
  const behaviours = new Map<FakeService, FakeBehaviour>();
  const log: FakeRequest[] = [];

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const [, prefix, ...rest] = url.pathname.split("/");
    const service = (["er-api", "exchangerate-api", "brandfetch"] as const).find((name) => name === prefix);
    if (!service) return send(res, 404, { message: "Not found" });
    log.push({ service, path: url.pathname, search: url.searchParams });
    const behaviour = behaviours.get(service) ?? "success";
    if (behaviour === "hang") return; // never answers; the caller's deadline must fire
    if (behaviour === "drop") return void req.socket.destroy(); // the caller's fetch throws
    const last = decodeURIComponent(rest[rest.length - 1] ?? "");
    if (service === "brandfetch") return brandfetch(last, behaviour, res);
    exchangeRate(service, last, behaviour, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    exchangeRateUrl: `${origin}/er-api/v6/latest`,
    keyedExchangeRateUrl: `${origin}/exchangerate-api/v6`,
    brandfetchUrl: `${origin}/brandfetch/v2/search`,
    set: (service, behaviour) => void behaviours.set(service, behaviour),
    requests: (service) => log.filter((request) => request.service === service),
    reset: () => {
      behaviours.clear();
      log.length = 0;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

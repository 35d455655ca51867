// Preloaded (node --require) into a second `next start` by the dashboard end-to-end tests. The app
// talks to the backend from the server, so faults are injected into the server's fetch:
//   DASHBOARD_FAULT_MODE=rates-down   the exchange-rate function answers 500;
//   DASHBOARD_FAULT_MODE=rates-fixed  it answers fixed rates from "open.er-api.com" dated 2026-11-21;
// and in both modes, data requests of users whose email starts with "backend-down" fail as if the
// backend were unreachable.
const mode = process.env.DASHBOARD_FAULT_MODE;
// A --require preload is CommonJS, so it loads its neighbour the CommonJS way.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TWD_PER_UNIT, RATES_DATE } = require("./fixed-rates.cjs");
const originalFetch = globalThis.fetch;

function urlOf(input) {
  if (typeof input === "string") return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

function emailOf(init) {
  const headers = new Headers(init && init.headers);
  const token = (headers.get("authorization") || "").replace(/^Bearer /i, "");
  const payload = token.split(".")[1];
  if (!payload) return "";
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")).email || "";
  } catch {
    return "";
  }
}

function json(status, body) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

globalThis.fetch = async function faultyFetch(input, init) {
  const url = urlOf(input);
  if (url.includes("/functions/v1/exchange-rate")) {
    if (mode === "rates-down") return json(500, { error: "Exchange rate unavailable: upstream down" });
    if (mode === "rates-fixed") {
      const { baseCurrency, targetCurrency } = JSON.parse(String(init && init.body));
      if (!(baseCurrency in TWD_PER_UNIT) || !(targetCurrency in TWD_PER_UNIT)) return json(500, { error: "Exchange rate unavailable" });
      const rate = TWD_PER_UNIT[baseCurrency] / TWD_PER_UNIT[targetCurrency];
      return json(200, { rate, base: baseCurrency, target: targetCurrency, date: RATES_DATE, source: "open.er-api.com", cached: false });
    }
  }
  if (url.includes("/rest/v1/") && emailOf(init).startsWith("backend-down")) {
    throw new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED") });
  }
  return originalFetch(input, init);
};

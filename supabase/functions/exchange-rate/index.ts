import { envString, upstreamTimeoutMs } from "../_shared/env.ts";
import { createExchangeRateHandler } from "./handler.ts";

const timeoutMs = upstreamTimeoutMs();
// The cache is a shortcut, so it gets its own short deadline rather than the provider's.
const CACHE_TIMEOUT_MS = 3000;

Deno.serve(
  createExchangeRateHandler({
    provider: {
      keylessUrl: envString("EXCHANGE_RATE_API_URL", "https://open.er-api.com/v6/latest").replace(/\/$/, ""),
      keyedUrl: envString("EXCHANGE_RATE_KEYED_API_URL", "https://v6.exchangerate-api.com/v6").replace(
        /\/$/,
        "",
      ),
      apiKey: envString("EXCHANGE_RATE_API_KEY"),
      timeoutMs,
    },
    cache: {
      supabaseUrl: envString("SUPABASE_URL"),
      serviceRoleKey: envString("SUPABASE_SERVICE_ROLE_KEY"),
      timeoutMs: CACHE_TIMEOUT_MS,
    },
  }),
);

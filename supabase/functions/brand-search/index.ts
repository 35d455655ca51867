import { envString, upstreamTimeoutMs } from "../_shared/env.ts";
import { createBrandSearchHandler } from "./handler.ts";

Deno.serve(
  createBrandSearchHandler({
    apiUrl: envString("BRANDFETCH_API_URL", "https://api.brandfetch.io/v2/search").replace(/\/$/, ""),
    clientId: envString("BRANDFETCH_CLIENT_ID"),
    timeoutMs: upstreamTimeoutMs(),
  }),
);

// The single entry point in front of auth, REST and functions, doing what Kong does for the CLI:
// routing with the prefix stripped, the apikey check, the Authorization rewrite, and CORS.
import type { LocalConfig } from "../config";
import { apiKeyOf, missingApiKeyResponse, rewrittenAuthorization } from "./api-key";
import { preflightResponse, withCors } from "./cors";

export type Upstream = (request: Request, path: string) => Promise<Response>;

export type GatewayServices = {
  auth: Upstream;
  mailbox: Upstream;
  /** The stand-in push service (/push/*). */
  push: Upstream;
  /** Local-only tools (/local/*): running cron jobs now. */
  local: Upstream;
  rest: Upstream;
  /** `path` is `/<name>/<rest>` as the function sees it. */
  functions: Upstream;
};

type Route = { upstream: keyof GatewayServices; path: string; browserNavigation: boolean; rewrite: boolean };

const BROWSER_AUTH_PATH = /^\/(verify|callback|authorize)(\/|$)/;

function route(pathname: string): Route | null {
  const auth = /^\/auth\/v1(\/.*)?$/.exec(pathname);
  if (auth) {
    const path = auth[1] ?? "/";
    const navigation = BROWSER_AUTH_PATH.test(path);
    return { upstream: "auth", path, browserNavigation: navigation || path.startsWith("/local/"), rewrite: !navigation };
  }
  const mailbox = /^\/mailbox(\/.*)?$/.exec(pathname);
  if (mailbox) return { upstream: "mailbox", path: mailbox[1] ?? "", browserNavigation: true, rewrite: false };
  const push = /^\/push(\/.*)$/.exec(pathname);
  if (push) return { upstream: "push", path: push[1], browserNavigation: true, rewrite: false };
  const local = /^\/local(\/.*)$/.exec(pathname);
  if (local) return { upstream: "local", path: local[1], browserNavigation: false, rewrite: true };
  const rest = /^\/rest\/v1(\/.*)?$/.exec(pathname);
  if (rest) return { upstream: "rest", path: rest[1] ?? "/", browserNavigation: false, rewrite: true };
  const functions = /^\/functions\/v1(\/.+)$/.exec(pathname);
  if (functions) return { upstream: "functions", path: functions[1], browserNavigation: false, rewrite: true };
  return null;
}

function notFound(): Response {
  return Response.json({ message: "no Route matched with those values" }, { status: 404 });
}

export function createGateway(services: GatewayServices, config: Pick<LocalConfig, "requireApiKey">) {
  async function dispatch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const target = route(url.pathname);
    if (!target) return request.method === "OPTIONS" ? preflightResponse(request) : notFound();
    // Functions answer their own preflights, as on hosted Supabase.
    if (request.method === "OPTIONS" && target.upstream !== "functions") return preflightResponse(request);

    const apiKey = apiKeyOf(request, url);
    const isPreflight = request.method === "OPTIONS";
    // Hosted Edge Functions take calls without an apikey (webhooks, pg_net jobs with only an
    // Authorization header); each function's verify_jwt guards it instead.
    const keyless = target.browserNavigation || target.upstream === "functions";
    if (config.requireApiKey && !apiKey && !keyless && !isPreflight) return missingApiKeyResponse();

    let forwarded = request;
    if (target.rewrite) {
      const headers = new Headers(request.headers);
      const authorization = rewrittenAuthorization(request.headers.get("authorization"), apiKey);
      if (authorization) headers.set("authorization", authorization);
      else headers.delete("authorization");
      forwarded = new Request(request, { headers });
    }
    return services[target.upstream](forwarded, target.path);
  }

  return {
    async handle(request: Request): Promise<Response> {
      return withCors(await dispatch(request));
    },
  };
}

// The auth (GoTrue) service of the local server: routes /auth/v1/*.
import type { LocalConfig } from "../config";
import type { Database } from "../db";
import { JWKS } from "../keys";
import type { Mailer } from "../mail/sender";
import { handleAdmin } from "./admin";
import type { AuthContext } from "./context";
import { AuthApiError, OAuthStyleError } from "./errors";
import { errorResponse, json, notFoundResponse } from "./http";
import { handleFactors } from "./factors";
import { createOAuth } from "./oauth";
import { reauthenticate } from "./reauthentication";
import { recover } from "./recover";
import { settings } from "./settings";
import { signup } from "./signup";
import { token } from "./token";
import { getUser, logout, updateUser } from "./user-endpoint";
import { verifyGet, verifyPost } from "./verify";

export type AuthService = {
  /** `path` is relative to /auth/v1, e.g. "/token"; `request.url` is the full external URL. */
  handle(request: Request, path: string): Promise<Response>;
};

export type AuthServiceDeps = { db: Database; config: LocalConfig; externalUrl: string; mailer: Mailer; log: (line: string) => void };

type Handler = (request: Request) => Promise<Response>;

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const externalUrl = deps.externalUrl.replace(/\/+$/, "");
  const ctx: AuthContext = { ...deps, externalUrl, authUrl: `${externalUrl}/auth/v1` };
  const oauth = createOAuth(ctx);

  const routes: Record<string, Partial<Record<string, Handler>>> = {
    "/signup": { POST: (r) => signup(ctx, r) },
    "/token": { POST: (r) => token(ctx, r) },
    "/verify": { GET: (r) => verifyGet(ctx, r), POST: (r) => verifyPost(ctx, r) },
    "/user": { GET: (r) => getUser(ctx, r), PUT: (r) => updateUser(ctx, r) },
    "/logout": { POST: (r) => logout(ctx, r) },
    "/reauthenticate": { GET: (r) => reauthenticate(ctx, r) },
    "/recover": { POST: (r) => recover(ctx, r) },
    "/authorize": { GET: (r) => oauth.authorize(r) },
    "/callback": { GET: (r) => oauth.callback(r), POST: (r) => oauth.callback(r) },
    "/settings": { GET: async (r) => json(r, 200, settings(ctx.config)) },
    "/health": {
      GET: async (r) => json(r, 200, { version: "v2.189.0", name: "GoTrue", description: "GoTrue is a user registration and authentication API" }),
    },
    "/.well-known/jwks.json": {
      GET: async (r) => json(r, 200, JWKS, { "Cache-Control": "public, max-age=600" }),
    },
  };

  async function route(request: Request, path: string): Promise<Response> {
    const method = request.method === "HEAD" ? "GET" : request.method;
    const handler = routes[path.replace(/(.)\/+$/, "$1")]?.[method];
    if (handler) return handler(request);
    if (path.startsWith("/admin/")) return (await handleAdmin(ctx, request, path.slice("/admin".length))) ?? notFoundResponse();
    if (path.startsWith("/local/")) return oauth.local(request, path);
    if (path.startsWith("/factors")) return (await handleFactors(ctx, request, path)) ?? notFoundResponse();
    return notFoundResponse();
  }

  async function guarded(request: Request, work: () => Promise<Response>): Promise<Response> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AuthApiError || error instanceof OAuthStyleError) return errorResponse(request, error);
      ctx.log(`[auth] ${request.method} ${new URL(request.url).pathname} failed: ${(error as Error).stack ?? error}`);
      return errorResponse(request, new AuthApiError(500, "unexpected_failure", "Unexpected failure, please check server logs for more information"));
    }
  }

  return {
    handle: (request, path) => guarded(request, () => route(request, path)),
  };
}

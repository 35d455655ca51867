// Who is calling: the Bearer token, verified, with its user and session loaded (GoTrue's
// requireAuthentication / requireAdminCredentials).
import { verifyToken } from "../keys";
import type { AuthContext } from "./context";
import { AuthApiError, forbidden } from "./errors";
import { findSession, type SessionRow } from "./sessions";
import { findUserById, isUuid, type User } from "./users";

type Claims = Record<string, unknown>;

export type Caller = { user: User; session: SessionRow | null; claims: Claims };

export function bearerToken(request: Request): string {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  if (!match) throw new AuthApiError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  return match[1];
}

async function verifiedClaims(token: string): Promise<Claims> {
  const result = await verifyToken(token);
  if (result.ok) return result.claims;
  const reason =
    result.reason === "expired"
      ? "token has invalid claims: token is expired"
      : result.reason === "malformed"
        ? "token is malformed: token contains an invalid number of segments"
        : "token signature is invalid: signature is invalid";
  throw forbidden("bad_jwt", `invalid JWT: unable to parse or verify signature, ${reason}`);
}

export async function authenticate(ctx: AuthContext, request: Request): Promise<Caller> {
  const claims = await verifiedClaims(bearerToken(request));
  const sub = typeof claims.sub === "string" ? claims.sub : "";
  if (!sub) throw forbidden("bad_jwt", "invalid claim: missing sub claim");
  if (!isUuid(sub)) throw new AuthApiError(400, "bad_jwt", "invalid claim: sub claim must be a UUID");
  const sessionId = typeof claims.session_id === "string" ? claims.session_id : "";

  const { user, session } = await ctx.db.transaction(async (tx) => ({
    user: await findUserById(tx, sub),
    session: isUuid(sessionId) ? await findSession(tx, sessionId) : null,
  }));
  if (!user) throw forbidden("user_not_found", "User from sub claim in JWT does not exist");
  if (sessionId && (!session || session.user_id !== user.id)) {
    throw forbidden("session_not_found", "Session from session_id claim in JWT does not exist");
  }
  if (user.banned) throw forbidden("user_banned", "User is banned");
  return { user, session, claims };
}

const ADMIN_ROLES = ["service_role", "supabase_admin"];

export async function requireAdmin(ctx: AuthContext, request: Request): Promise<void> {
  const claims = await verifiedClaims(bearerToken(request));
  if (typeof claims.session_id === "string" && claims.session_id) {
    await authenticate(ctx, request);
  }
  if (!ADMIN_ROLES.includes(String(claims.role ?? ""))) {
    throw forbidden("not_admin", "User not allowed");
  }
}

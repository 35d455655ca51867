// Sessions, refresh tokens and the token response (access token + refresh token + user).
import { signAccessToken } from "../keys";
import type { Transaction } from "../db";
import type { AuthContext } from "./context";
import { refreshTokenString, uuid } from "./random";
import { findUserById, userJson, type User } from "./users";

export type AmrMethod = "password" | "otp" | "oauth" | "email/signup" | "recovery" | "totp";

export type SessionRow = {
  id: string;
  user_id: string;
  aal: string;
  amr: { method: string; timestamp: number }[];
  /** Seconds since the epoch; absent on a session this request just started. */
  created_epoch?: number;
};

export type TokenResponse = Record<string, unknown> & { access_token: string; refresh_token: string };

export async function startSession(tx: Transaction, userId: string, method: AmrMethod): Promise<{ session: SessionRow; refreshToken: string }> {
  const session: SessionRow = {
    id: uuid(),
    user_id: userId,
    aal: "aal1",
    amr: [{ method, timestamp: Math.floor(Date.now() / 1000) }],
  };
  await tx.query(`insert into auth.sessions (id, user_id, aal, amr) values ($1, $2, $3, $4)`, [
    session.id,
    userId,
    session.aal,
    JSON.stringify(session.amr),
  ]);
  const refreshToken = await insertRefreshToken(tx, userId, session.id, null);
  await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [userId]);
  await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [userId]);
  return { session, refreshToken };
}

export async function insertRefreshToken(tx: Transaction, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = refreshTokenString();
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)`,
    [token, userId, sessionId, parent],
  );
  return token;
}

export async function findSession(tx: Transaction, id: string): Promise<SessionRow | null> {
  const { rows } = await tx.query<SessionRow>(`select id, user_id, aal, amr, extract(epoch from created_at)::float8 as created_epoch from auth.sessions where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function accessToken(ctx: AuthContext, user: User, session: SessionRow): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const expiresAt = iat + ctx.config.jwtExpiry;
  const token = await signAccessToken({
    iss: ctx.authUrl,
    sub: user.id,
    aud: user.aud || "authenticated",
    exp: expiresAt,
    iat,
    email: user.email,
    phone: user.phone,
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    role: user.role || "authenticated",
    aal: session.aal,
    amr: session.amr,
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  });
  return { token, expiresAt };
}

/** Loads the user afresh (so last_sign_in_at is current) and builds GoTrue's AccessTokenResponse. */
export async function tokenResponse(ctx: AuthContext, tx: Transaction, session: SessionRow, refreshToken: string): Promise<TokenResponse> {
  const user = await findUserById(tx, session.user_id);
  if (!user) throw new Error(`user ${session.user_id} vanished while issuing a session`);
  const { token, expiresAt } = await accessToken(ctx, user, session);
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: ctx.config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

export async function issueSession(ctx: AuthContext, tx: Transaction, userId: string, method: AmrMethod): Promise<TokenResponse> {
  const { session, refreshToken } = await startSession(tx, userId, method);
  return tokenResponse(ctx, tx, session, refreshToken);
}

export function sessionHeaders(response: TokenResponse): Record<string, string> {
  const user = response.user as { id: string };
  return { "sb-auth-user-id": user.id };
}

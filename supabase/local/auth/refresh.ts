// grant_type=refresh_token: rotation with a reuse window, as GoTrue's RefreshTokenGrant.
import type { Transaction } from "../db";
import type { AuthContext } from "./context";
import { AuthApiError, OAuthStyleError, badRequest } from "./errors";
import { findSession, insertRefreshToken, tokenResponse, type TokenResponse } from "./sessions";

type TokenRow = {
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string;
  seconds_since_update: number;
  banned: boolean | null;
};

async function activeToken(tx: Transaction, sessionId: string): Promise<string | null> {
  const { rows } = await tx.query<{ token: string }>(
    `select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
    [sessionId],
  );
  return rows[0]?.token ?? null;
}

/**
 * A revoked token presented again within the reuse interval (two tabs, or middleware and a server
 * component refreshing at once) gets the session's current token; later it is treated as theft and
 * the whole token family is revoked. That revocation must be committed, so it is returned, not thrown.
 */
export async function refreshGrant(ctx: AuthContext, presented: string): Promise<TokenResponse> {
  if (!presented) throw new OAuthStyleError("invalid_request", "refresh_token required");
  const outcome = await ctx.db.transaction(async (tx): Promise<TokenResponse | AuthApiError> => {
    const { rows } = await tx.query<TokenRow>(
      `select rt.token, rt.user_id, rt.revoked, rt.session_id,
              extract(epoch from now() - rt.updated_at)::float8 as seconds_since_update,
              (u.banned_until is not null and u.banned_until > now()) as banned
         from auth.refresh_tokens rt left join auth.users u on u.id::text = rt.user_id
        where rt.token = $1 for update of rt`,
      [presented],
    );
    const row = rows[0];
    if (!row) throw badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
    if (row.banned) throw badRequest("user_banned", "Invalid Refresh Token: User Banned");
    const session = await findSession(tx, row.session_id);
    if (!session) throw badRequest("session_not_found", "Invalid Refresh Token: No Valid Session Found");

    let issued: string;
    if (row.revoked) {
      const current = await activeToken(tx, session.id);
      if (current && row.seconds_since_update < ctx.config.refreshTokenReuseInterval) {
        issued = current;
      } else {
        await tx.query(
          `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`,
          [session.id],
        );
        return badRequest("refresh_token_already_used", "Invalid Refresh Token: Already Used");
      }
    } else {
      await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1`, [presented]);
      issued = await insertRefreshToken(tx, row.user_id, session.id, presented);
    }
    await tx.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [session.id]);
    return tokenResponse(ctx, tx, session, issued);
  });
  if (outcome instanceof AuthApiError) throw outcome;
  return outcome;
}

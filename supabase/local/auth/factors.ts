// /factors: TOTP enrollment, challenge, verification and removal (supabase-js auth.mfa.*), as
// GoTrue: verifying raises the caller's session to aal2 (amr "totp"), and the first verification
// of a factor signs out the user's other aal1 sessions.
import qrcode from "qrcode-generator";
import type { Transaction } from "../db";
import type { AuthContext } from "./context";
import { AuthApiError, notFound, unprocessable, validationFailed } from "./errors";
import { json, readJsonBody, stringField } from "./http";
import { uuid } from "./random";
import { authenticate, type Caller } from "./request-auth";
import { insertRefreshToken, tokenResponse, sessionHeaders, type SessionRow } from "./sessions";
import { newTotpSecret, totpMatches, totpUri } from "./totp";

const CHALLENGE_EXPIRY_SECONDS = 300;
const MAX_FACTORS = 10;

type Factor = { id: string; user_id: string; friendly_name: string; factor_type: string; status: string; secret: string };

function qrSvg(text: string): string {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  return qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
}

async function loadFactor(tx: Transaction, caller: Caller, id: string): Promise<Factor> {
  const { rows } = await tx.query<Factor>(
    `select id, user_id, coalesce(friendly_name, '') as friendly_name, factor_type, status, coalesce(secret, '') as secret
       from auth.mfa_factors where id::text = $1 for update`,
    [id],
  );
  const factor = rows[0];
  if (!factor || factor.user_id !== caller.user.id) throw notFound("mfa_factor_not_found", "Factor not found");
  return factor;
}

function isAal2(caller: Caller): boolean {
  return caller.session?.aal === "aal2" || caller.claims.aal === "aal2";
}

async function enroll(ctx: AuthContext, request: Request): Promise<Response> {
  const caller = await authenticate(ctx, request);
  const body = await readJsonBody(request);
  const type = stringField(body, "factor_type");
  if (!["totp", "phone", "webauthn"].includes(type)) throw validationFailed("factor_type needs to be totp, phone or webauthn");
  if (type !== "totp") throw unprocessable("mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
  const issuer = stringField(body, "issuer") || new URL(ctx.config.siteUrl).hostname;
  const friendlyName = stringField(body, "friendly_name");
  const secret = newTotpSecret();
  const id = uuid();
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ verified: number; total: number; clash: number }>(
      `select count(*) filter (where status = 'verified')::int as verified, count(*)::int as total,
              count(*) filter (where $2 <> '' and friendly_name = $2)::int as clash
         from auth.mfa_factors where user_id = $1`,
      [caller.user.id, friendlyName],
    );
    const counts = rows[0];
    if (counts.verified > 0 && !isAal2(caller)) throw unprocessable("insufficient_aal", "AAL2 required to enroll a new factor");
    if (counts.clash > 0) {
      throw unprocessable("mfa_factor_name_conflict", `A factor with the friendly name "${friendlyName}" for this user already exists`);
    }
    if (counts.total >= MAX_FACTORS) throw unprocessable("too_many_enrolled_mfa_factors", "Maximum number of verified factors reached, unenroll to continue");
    await tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret) values ($1, $2, nullif($3, ''), 'totp', 'unverified', $4)`,
      [id, caller.user.id, friendlyName, secret],
    );
  });
  const uri = totpUri(secret, issuer, caller.user.email);
  return json(request, 200, {
    id,
    type: "totp",
    friendly_name: friendlyName,
    totp: { qr_code: qrSvg(uri), secret, uri },
  });
}

async function challenge(ctx: AuthContext, request: Request, factorId: string): Promise<Response> {
  const caller = await authenticate(ctx, request);
  const id = uuid();
  await ctx.db.transaction(async (tx) => {
    await loadFactor(tx, caller, factorId);
    await tx.query(`insert into auth.mfa_challenges (id, factor_id) values ($1, $2)`, [id, factorId]);
    await tx.query(`update auth.mfa_factors set last_challenged_at = now() where id = $1`, [factorId]);
  });
  return json(request, 200, { id, type: "totp", expires_at: Math.floor(Date.now() / 1000) + CHALLENGE_EXPIRY_SECONDS });
}

async function verify(ctx: AuthContext, request: Request, factorId: string): Promise<Response> {
  const caller = await authenticate(ctx, request);
  const body = await readJsonBody(request);
  const challengeId = stringField(body, "challenge_id");
  const code = stringField(body, "code").trim();
  if (!caller.session) throw new AuthApiError(401, "no_authorization", "A session is required to verify a factor");
  const session: SessionRow = caller.session;
  const result = await ctx.db.transaction(async (tx) => {
    const factor = await loadFactor(tx, caller, factorId);
    const { rows } = await tx.query<{ age: number; verified: boolean }>(
      `select extract(epoch from now() - created_at)::float8 as age, verified_at is not null as verified
         from auth.mfa_challenges where id::text = $1 and factor_id = $2 for update`,
      [challengeId, factorId],
    );
    const found = rows[0];
    if (!found || found.verified) throw notFound("mfa_challenge_not_found", "MFA factor with the provided challenge ID not found");
    if (found.age > CHALLENGE_EXPIRY_SECONDS) {
      await tx.query(`delete from auth.mfa_challenges where id = $1`, [challengeId]);
      throw unprocessable("mfa_challenge_expired", `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`);
    }
    return { factor, valid: totpMatches(factor.secret, code) };
  });
  if (!result.valid) throw unprocessable("mfa_verification_failed", "Invalid TOTP code entered");
  const response = await ctx.db.transaction(async (tx) => {
    await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [challengeId]);
    if (result.factor.status !== "verified") {
      await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factorId]);
      await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'`, [caller.user.id, session.id]);
    }
    const amr = [...session.amr.filter((entry) => entry.method !== "totp"), { method: "totp", timestamp: Math.floor(Date.now() / 1000) }];
    await tx.query(`update auth.sessions set aal = 'aal2', amr = $2, factor_id = $3, updated_at = now() where id = $1`, [
      session.id,
      JSON.stringify(amr),
      factorId,
    ]);
    await tx.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false`, [session.id]);
    const refreshToken = await insertRefreshToken(tx, caller.user.id, session.id, null);
    return tokenResponse(ctx, tx, { ...session, aal: "aal2", amr }, refreshToken);
  });
  return json(request, 200, response, sessionHeaders(response));
}

async function unenroll(ctx: AuthContext, request: Request, factorId: string): Promise<Response> {
  const caller = await authenticate(ctx, request);
  await ctx.db.transaction(async (tx) => {
    const factor = await loadFactor(tx, caller, factorId);
    if (factor.status === "verified" && !isAal2(caller)) throw unprocessable("insufficient_aal", "AAL2 required to unenroll verified factor");
    await tx.query(`delete from auth.mfa_factors where id = $1`, [factorId]);
    await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [factorId]);
  });
  return json(request, 200, { id: factorId });
}

/** Routes /factors, /factors/<id>, /factors/<id>/challenge and /factors/<id>/verify; null for anything else. */
export async function handleFactors(ctx: AuthContext, request: Request, path: string): Promise<Response | null> {
  const match = /^\/factors(?:\/([^/]+)(?:\/(challenge|verify))?)?\/?$/.exec(path);
  if (!match) return null;
  const [, id, action] = match;
  if (!id) return request.method === "POST" ? enroll(ctx, request) : null;
  if (!action) return request.method === "DELETE" ? unenroll(ctx, request, id) : null;
  if (request.method !== "POST") return null;
  return action === "challenge" ? challenge(ctx, request, id) : verify(ctx, request, id);
}

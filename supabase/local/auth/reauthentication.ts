// secure_password_change (GoTrue's UpdatePasswordRequireReauthentication), GET /reauthenticate and
// max_frequency, the least time between two emails of one kind to one user.
import type { LocalConfig } from "../config";
import type { Transaction } from "../db";
import type { AuthContext } from "./context";
import { AuthApiError, badRequest, unprocessable, validationFailed } from "./errors";
import { json } from "./http";
import { authMail } from "./email-templates";
import { sendAuthMail } from "./mail";
import { otp, tokenHash } from "./random";
import { authenticate } from "./request-auth";
import type { SessionRow } from "./sessions";
import type { User } from "./users";

const RECENT_SIGN_IN_SECONDS = 24 * 60 * 60;
const NONCE_LIFETIME_SECONDS = 3600;
const INVALID_NONCE = "Nonce has expired or is invalid";

/** GoTrue's validateSentWithinFrequencyLimit: 429 over_email_send_rate_limit while the last email is too recent. */
export function checkEmailFrequency(config: LocalConfig, sentEpoch: number | null | undefined): void {
  if (sentEpoch === null || sentEpoch === undefined) return;
  const left = sentEpoch + config.emailMaxFrequencySeconds - Date.now() / 1000;
  if (left > 0) {
    throw new AuthApiError(
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${Math.floor(left)} seconds.`,
    );
  }
}

export async function reauthenticate(ctx: AuthContext, request: Request): Promise<Response> {
  const { user } = await authenticate(ctx, request);
  if (!user.email) throw validationFailed("Reauthentication requires the user to have an email or a phone number");
  if (!user.email_confirmed_at) throw unprocessable("email_not_confirmed", "Please verify your email first.");
  const code = otp();
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ sent: number | null }>(
      `select extract(epoch from reauthentication_sent_at)::float8 as sent from auth.users where id = $1 for update`,
      [user.id],
    );
    checkEmailFrequency(ctx.config, rows[0]?.sent);
    await tx.query(
      `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now() where id = $1`,
      [user.id, tokenHash(user.email, code)],
    );
  });
  await sendAuthMail(
    ctx,
    authMail(ctx, "reauthentication", user.email, { Email: user.email, Data: user.user_metadata, Token: code }),
    "Error sending reauthentication email",
  );
  return json(request, 200, {});
}

/**
 * With secure_password_change, a password change needs a session signed in within 24 hours, or a
 * nonce from POST /reauthenticate (used up here). A bare access token has no session and always
 * needs the nonce.
 */
export async function requireRecentProof(
  ctx: AuthContext,
  tx: Transaction,
  user: User,
  session: SessionRow | null,
  nonce: string,
): Promise<void> {
  if (!ctx.config.securePasswordChange) return;
  const created = session?.created_epoch;
  if (created !== undefined && Date.now() / 1000 < created + RECENT_SIGN_IN_SECONDS) return;
  if (!nonce) throw badRequest("reauthentication_needed", "Password update requires reauthentication");
  const { rows } = await tx.query<{ token: string; sent: number | null }>(
    `select coalesce(reauthentication_token, '') as token, extract(epoch from reauthentication_sent_at)::float8 as sent
       from auth.users where id = $1 for update`,
    [user.id],
  );
  const stored = rows[0];
  const valid =
    stored !== undefined &&
    stored.token !== "" &&
    stored.sent !== null &&
    Date.now() / 1000 < stored.sent + NONCE_LIFETIME_SECONDS &&
    stored.token === tokenHash(user.email, nonce);
  if (!valid) throw unprocessable("reauthentication_not_valid", INVALID_NONCE);
  await tx.query(`update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1`, [user.id]);
}

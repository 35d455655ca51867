// POST /recover (resetPasswordForEmail) and the recovery link's check, as GoTrue: an unknown
// address answers like a known one, the email waits max_frequency, and the link signs in once.
import type { Transaction } from "../db";
import { PKCE_PREFIX } from "./confirmation";
import type { AuthContext } from "./context";
import { validateEmail } from "./email-address";
import { authMail } from "./email-templates";
import { forbidden, validationFailed } from "./errors";
import { json, readJsonBody, stringField } from "./http";
import { sendAuthMail, type AuthMail } from "./mail";
import { createFlowState, parseChallenge } from "./pkce";
import { otp, tokenHash } from "./random";
import { checkEmailFrequency } from "./reauthentication";
import { resolveRedirect } from "./redirect";
import { confirmEmail } from "./user-writes";
import { findUserByEmail } from "./users";

export async function recover(ctx: AuthContext, request: Request): Promise<Response> {
  const body = await readJsonBody(request);
  const challenge = parseChallenge(stringField(body, "code_challenge"), stringField(body, "code_challenge_method"));
  if (stringField(body, "email") === "" && stringField(body, "phone") === "") {
    throw validationFailed("Password recovery requires an email");
  }
  const email = validateEmail(stringField(body, "email"));
  const redirectTo = resolveRedirect(ctx.config, request);
  const mail = await ctx.db.transaction(async (tx): Promise<AuthMail | null> => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.banned) return null;
    const { rows } = await tx.query<{ sent: number | null }>(
      `select extract(epoch from recovery_sent_at)::float8 as sent from auth.users where id = $1 for update`,
      [user.id],
    );
    checkEmailFrequency(ctx.config, rows[0]?.sent);
    if (challenge) await createFlowState(tx, { challenge, providerType: "recovery", method: "recovery", userId: user.id });
    const code = otp();
    const token = (challenge ? PKCE_PREFIX : "") + tokenHash(user.email, code);
    await tx.query(`update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1`, [user.id, token]);
    const link = `${ctx.authUrl}/verify?token=${token}&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`;
    return authMail(ctx, "recovery", user.email, {
      Email: user.email,
      Data: user.user_metadata,
      ConfirmationURL: link,
      Token: code,
      TokenHash: token,
      RedirectTo: redirectTo,
    });
  });
  if (mail) await sendAuthMail(ctx, mail, "Error sending recovery email");
  return json(request, 200, {});
}

/** Uses up the recovery token `hash` (the link confirms an unconfirmed address too) and returns its user. */
export async function confirmRecovery(tx: Transaction, hash: string, expirySeconds: number): Promise<string> {
  const { rows } = await tx.query<{ id: string; banned: boolean; age: number | null }>(
    `select id, (banned_until is not null and banned_until > now()) as banned,
            extract(epoch from now() - recovery_sent_at)::float8 as age
       from auth.users where $1 <> '' and recovery_token = $1 for update`,
    [hash],
  );
  const user = rows[0];
  if (!user || user.age === null || user.age > expirySeconds) throw forbidden("otp_expired", "Email link is invalid or has expired");
  if (user.banned) throw forbidden("user_banned", "User is banned");
  await tx.query(`update auth.users set recovery_token = '', updated_at = now() where id = $1`, [user.id]);
  await confirmEmail(tx, user.id);
  return user.id;
}

// Changing the email address while confirmations are on: a link to the new address confirms it.
import type { Transaction } from "../db";
import type { AuthContext } from "./context";
import { forbidden } from "./errors";
import { escapeHtml } from "../html-page";
import type { AuthMail } from "./mail";
import { otp, tokenHash } from "./random";

export async function emailChangeMail(
  ctx: AuthContext,
  tx: Transaction,
  change: { id: string; newEmail: string },
  redirectTo: string,
): Promise<AuthMail> {
  const token = tokenHash(change.newEmail, otp());
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = now(),
            email_change_confirm_status = 0, updated_at = now() where id = $1`,
    [change.id, change.newEmail, token],
  );
  const link = `${ctx.authUrl}/verify?token=${token}&type=email_change&redirect_to=${encodeURIComponent(redirectTo)}`;
  return {
    to: change.newEmail,
    subject: "Confirm Email Change",
    html: `<h2>Confirm email change</h2>\n<p>Follow this link to confirm the update of your email to ${escapeHtml(change.newEmail)}:</p>\n<p><a href="${escapeHtml(link)}">Change Email</a></p>`,
    text: `Follow this link to confirm the update of your email to ${change.newEmail}: ${link}`,
    link,
  };
}

/** Applies the pending address of the user holding `hash`; returns the user's id. */
export async function confirmEmailChange(tx: Transaction, hash: string, expirySeconds: number): Promise<string> {
  const { rows } = await tx.query<{ id: string; age: number | null }>(
    `select id, extract(epoch from now() - email_change_sent_at)::float8 as age
       from auth.users where email_change_token_new = $1 and coalesce(email_change, '') <> ''`,
    [hash],
  );
  const user = rows[0];
  if (!user || user.age === null || user.age > expirySeconds) {
    throw forbidden("otp_expired", "Email link is invalid or has expired");
  }
  await tx.query(
    `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
            email_change_sent_at = null, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where id = $1`,
    [user.id],
  );
  await tx.query(
    `update auth.identities i set identity_data = i.identity_data || jsonb_build_object('email', u.email::text), updated_at = now()
       from auth.users u where u.id = i.user_id and i.user_id = $1 and i.provider = 'email'`,
    [user.id],
  );
  return user.id;
}

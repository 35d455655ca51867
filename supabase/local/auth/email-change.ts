// Changing the email address while confirmations are on. As GoTrue with double_confirm_changes (its
// default): one link to the current address and one to the new address; the change is made only
// once both have been opened, in either order. Without it, the link to the new address alone.
import type { Transaction } from "../db";
import type { AuthContext } from "./context";
import { forbidden } from "./errors";
import { authMail } from "./email-templates";
import type { AuthMail } from "./mail";
import { otp, tokenHash } from "./random";

/** What GoTrue answers for the first of the two links (its singleConfirmationAccepted). */
export const SINGLE_CONFIRMATION_ACCEPTED = "Confirmation link accepted. Please proceed to confirm link sent to the other email";

type Change = { id: string; currentEmail: string; newEmail: string; data: Record<string, unknown> };

function changeMail(ctx: AuthContext, change: Change, to: string, token: string, code: string, redirectTo: string): AuthMail {
  const link = `${ctx.authUrl}/verify?token=${token}&type=email_change&redirect_to=${encodeURIComponent(redirectTo)}`;
  return authMail(ctx, "email_change", to, {
    Email: change.currentEmail,
    NewEmail: change.newEmail,
    SendingTo: to,
    Data: change.data,
    ConfirmationURL: link,
    Token: code,
    TokenHash: token,
    RedirectTo: redirectTo,
  });
}

/** Stores both tokens and returns the two emails: to the current address first, then to the new one. */
export async function emailChangeMails(
  ctx: AuthContext,
  tx: Transaction,
  change: Change,
  redirectTo: string,
): Promise<AuthMail[]> {
  const codeNew = otp();
  const codeCurrent = otp();
  const tokenNew = tokenHash(change.newEmail, codeNew);
  const tokenCurrent = ctx.config.doubleConfirmChanges && change.currentEmail ? tokenHash(change.currentEmail, codeCurrent) : "";
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
            email_change_sent_at = now(), email_change_confirm_status = 0, updated_at = now() where id = $1`,
    [change.id, change.newEmail, tokenNew, tokenCurrent],
  );
  const toNew = changeMail(ctx, change, change.newEmail, tokenNew, codeNew, redirectTo);
  return tokenCurrent ? [changeMail(ctx, change, change.currentEmail, tokenCurrent, codeCurrent, redirectTo), toNew] : [toNew];
}

export type EmailChangeOutcome = { userId: string; completed: boolean };

/**
 * Accepts one of the two links of the user holding `hash`. The first of two only marks its address
 * confirmed (and its token used); the last applies the pending address.
 */
export async function confirmEmailChange(tx: Transaction, hash: string, expirySeconds: number): Promise<EmailChangeOutcome> {
  const { rows } = await tx.query<{ id: string; age: number | null; status: number; current: string; next: string }>(
    `select id, extract(epoch from now() - email_change_sent_at)::float8 as age, coalesce(email_change_confirm_status, 0)::int as status,
            coalesce(email_change_token_current, '') as current, coalesce(email_change_token_new, '') as next
       from auth.users
      where $1 <> '' and (email_change_token_new = $1 or email_change_token_current = $1) and coalesce(email_change, '') <> ''
      for update`,
    [hash],
  );
  const user = rows[0];
  if (!user || user.age === null || user.age > expirySeconds) {
    throw forbidden("otp_expired", "Email link is invalid or has expired");
  }
  const otherPending = hash === user.current ? user.next !== "" : user.current !== "";
  if (user.status === 0 && otherPending) {
    await tx.query(
      `update auth.users set email_change_confirm_status = 1,
              email_change_token_current = case when email_change_token_current = $2 then '' else email_change_token_current end,
              email_change_token_new = case when email_change_token_new = $2 then '' else email_change_token_new end,
              updated_at = now()
        where id = $1`,
      [user.id, hash],
    );
    return { userId: user.id, completed: false };
  }
  await tx.query(
    `update auth.users set email = email_change, email_change = '', email_change_token_new = '', email_change_token_current = '',
            email_change_confirm_status = 0, email_change_sent_at = null, email_confirmed_at = coalesce(email_confirmed_at, now()),
            updated_at = now()
      where id = $1`,
    [user.id],
  );
  await tx.query(
    `update auth.identities i set identity_data = i.identity_data || jsonb_build_object('email', u.email::text), updated_at = now()
       from auth.users u where u.id = i.user_id and i.user_id = $1 and i.provider = 'email'`,
    [user.id],
  );
  return { userId: user.id, completed: true };
}

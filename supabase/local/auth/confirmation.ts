// The sign-up confirmation email: a token hash stored on the user and a link to GET /verify. The mail
// is sent once the transaction that stored the token has committed.
import type { Transaction } from "../db";
import type { AuthContext } from "./context";
import { authMail } from "./email-templates";
import type { AuthMail } from "./mail";
import { otp, tokenHash } from "./random";

export const PKCE_PREFIX = "pkce_";

export async function confirmationMail(
  ctx: AuthContext,
  tx: Transaction,
  user: { id: string; email: string; data: Record<string, unknown> },
  redirectTo: string,
  pkce: boolean,
): Promise<AuthMail> {
  const code = otp();
  const token = (pkce ? PKCE_PREFIX : "") + tokenHash(user.email, code);
  await tx.query(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, token],
  );
  const link = `${ctx.authUrl}/verify?token=${token}&type=signup&redirect_to=${encodeURIComponent(redirectTo)}`;
  return authMail(ctx, "confirmation", user.email, {
    Email: user.email,
    Data: user.data,
    ConfirmationURL: link,
    Token: code,
    TokenHash: token,
    RedirectTo: redirectTo,
  });
}

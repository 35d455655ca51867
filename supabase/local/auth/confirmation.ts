// The sign-up confirmation email: a token hash stored on the user and a link to GET /verify. The mail
// is sent once the transaction that stored the token has committed.
import type { Transaction } from "../db";
import type { AuthContext } from "./context";
import { escapeHtml } from "../html-page";
import type { AuthMail } from "./mail";
import { otp, tokenHash } from "./random";

export const PKCE_PREFIX = "pkce_";

export async function confirmationMail(
  ctx: AuthContext,
  tx: Transaction,
  user: { id: string; email: string },
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
  return {
    to: user.email,
    subject: "Confirm Your Signup",
    html: `<h2>Confirm your signup</h2>\n<p>Follow this link to confirm your user:</p>\n<p><a href="${escapeHtml(link)}">Confirm your mail</a></p>\n<p>Alternatively, enter the code: ${code}</p>`,
    text: `Follow this link to confirm your user: ${link} (or enter the code ${code})`,
    link,
  };
}

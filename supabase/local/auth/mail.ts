// Sending the auth server's emails, as GoTrue does: after the change they confirm is saved, and a
// failure to send answers 500 with GoTrue's message.
import type { OutgoingMail } from "../mail/sender";
import type { AuthContext } from "./context";
import { AuthApiError } from "./errors";

export type AuthMail = OutgoingMail & { link: string };

export async function sendAuthMail(ctx: AuthContext, mail: AuthMail, failureMessage: string): Promise<void> {
  ctx.log(`[auth] mail to ${mail.to}: ${mail.subject} ${mail.link}`);
  try {
    await ctx.mailer.send({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text });
  } catch (error) {
    ctx.log(`[auth] sending to ${mail.to} failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new AuthApiError(500, "unexpected_failure", failureMessage);
  }
}

// A failure is recorded as mail_refused:<status> or mail_unreachable; the provider's words go to the log only.
import nodemailer from "npm:nodemailer@10.6.0";
import type { OutgoingEmail, SendResult } from "./reminders.ts";

export type MailerConfig = {
  from: string;
  resend: { apiKey: string; apiUrl: string; timeoutMs: number } | null;
  smtp: { host: string; port: number; user: string; password: string; maxConnections: number } | null;
};

export type Mailer = { send(email: OutgoingEmail): Promise<SendResult>; describe: string };

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function retryAfterSeconds(response: Response, cap: number): number {
  const seconds = Number(response.headers.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, cap) : 1;
}

function resendMailer(from: string, config: NonNullable<MailerConfig["resend"]>): Mailer {
  async function post(email: OutgoingEmail): Promise<Response> {
    return await fetch(`${config.apiUrl}/emails`, {
      method: "POST",
      signal: AbortSignal.timeout(config.timeoutMs),
      headers: {
        Authorization: `Bearer ${config.apiKey}`,
        "Content-Type": "application/json",
        // A retry of the same digest within 24 hours is answered, not sent again.
        "Idempotency-Key": email.idempotencyKey,
      },
      body: JSON.stringify({
        from,
        to: [email.to],
        subject: email.subject,
        html: email.html,
        text: email.text,
        headers: email.headers,
      }),
    });
  }

  return {
    describe: `Resend (${config.apiUrl})`,
    async send(email) {
      let response: Response;
      try {
        response = await post(email);
        // The account's rate limit: wait as Resend asks, a few times, before leaving it to the next run.
        for (let retry = 0; response.status === 429 && retry < 3; retry++) {
          await response.body?.cancel();
          await new Promise((resolve) => setTimeout(resolve, retryAfterSeconds(response, 5) * 1000));
          response = await post(email);
        }
      } catch (error) {
        console.error(`send-reminders: Resend unreachable: ${errorText(error)}`);
        return { ok: false, error: "mail_unreachable" };
      }
      const body = await response.text();
      let parsed: { id?: string; name?: string; message?: string } = {};
      try {
        parsed = JSON.parse(body);
      } catch {
      }
      if (response.ok) return { ok: true, messageId: parsed.id ?? null };
      // The key was used before with a different body: that earlier attempt reached Resend, so
      // this digest was sent once already and sending it again would be a duplicate.
      if (response.status === 409 && parsed.name === "invalid_idempotent_request") return { ok: true, messageId: null };
      console.error(`send-reminders: Resend answered ${response.status}${parsed.name ? ` ${parsed.name}` : ""}: ${parsed.message ?? body.slice(0, 200)}`);
      return { ok: false, error: `mail_refused:${response.status}` };
    },
  };
}

function smtpMailer(from: string, config: NonNullable<MailerConfig["smtp"]>): Mailer {
  const loopback = ["127.0.0.1", "localhost", "::1"].includes(config.host);
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: config.maxConnections,
    maxMessages: 100,
    host: config.host,
    port: config.port,
    secure: config.port === 465,
    ignoreTLS: loopback,
    auth: config.user ? { user: config.user, pass: config.password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    describe: `SMTP ${config.host}:${config.port}`,
    async send(email) {
      try {
        const info = await transport.sendMail({
          from,
          to: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          headers: { ...email.headers, "X-Entity-Ref-ID": email.idempotencyKey },
        });
        return { ok: true, messageId: info.messageId ?? null };
      } catch (error) {
        console.error(`send-reminders: SMTP ${config.host}:${config.port}: ${errorText(error)}`);
        // An SMTP server's refusal carries its reply code (550: no such mailbox); a connection failure none.
        const code = (error as { responseCode?: unknown }).responseCode;
        return { ok: false, error: typeof code === "number" && code >= 400 && code < 600 ? `mail_refused:${code}` : "mail_unreachable" };
      }
    },
  };
}

export function createMailer(config: MailerConfig): Mailer | null {
  if (config.resend) return resendMailer(config.from, config.resend);
  if (config.smtp) return smtpMailer(config.from, config.smtp);
  return null;
}

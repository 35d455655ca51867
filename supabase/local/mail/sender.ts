// How the auth server sends its emails: through SMTP, as GoTrue does with its SMTP settings. Locally
// that is the mail catcher; with the catcher disabled, messages are only logged.
import nodemailer from "nodemailer";

export type OutgoingMail = { to: string; subject: string; html: string; text: string };

export type Mailer = { send(mail: OutgoingMail): Promise<void> };

export function createSmtpMailer(options: { host: string; port: number; from: { name: string; address: string } }): Mailer {
  const transport = nodemailer.createTransport({ host: options.host, port: options.port, secure: false, ignoreTLS: true });
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}

export function createLogOnlyMailer(log: (line: string) => void): Mailer {
  return {
    async send(mail) {
      log(`[mail] not sent (the mail catcher is disabled): ${mail.subject} → ${mail.to}`);
    },
  };
}

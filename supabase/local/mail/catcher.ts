// The local mail catcher (what Inbucket is to the Supabase CLI): an SMTP server that accepts every
// message for any address and files it in the mailbox. Nothing is relayed anywhere.
import { SMTPServer, type SMTPServerDataStream } from "smtp-server";
import { parseMessage } from "./parse";
import type { MailStore } from "./store";

export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export type MailCatcher = { port: number; stop(): Promise<void> };

class SmtpReply extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

function readMessage(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => {
      if (!stream.sizeExceeded) chunks.push(chunk);
    });
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}

export async function startMailCatcher(options: {
  port: number;
  store: MailStore;
  log: (line: string) => void;
}): Promise<MailCatcher> {
  const server = new SMTPServer({
    banner: "Local Supabase mail catcher",
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    socketTimeout: 30_000,
    closeTimeout: 2_000,
    async onData(stream, session, callback) {
      try {
        const raw = await readMessage(stream);
        if (stream.sizeExceeded) throw new SmtpReply(552, "Message exceeds fixed maximum message size");
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        const mail = await parseMessage(raw, recipients);
        await options.store.add(mail);
        options.log(`[mail] ${mail.subject} → ${recipients.join(", ")}`);
        callback();
      } catch (error) {
        if (error instanceof SmtpReply) return callback(error);
        options.log(`[mail] could not store a message: ${error instanceof Error ? error.message : String(error)}`);
        callback(new SmtpReply(451, "Requested action aborted: local error in processing"));
      }
    },
  });
  // Dropped connections and protocol errors end that session only.
  server.on("error", (error) => options.log(`[mail] ${error.message}`));

  const port = await new Promise<number>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once("error", onError);
    server.listen(options.port, "127.0.0.1", () => {
      server.server.off("error", onError);
      const address = server.server.address();
      resolve(typeof address === "object" && address ? address.port : options.port);
    });
  });

  return {
    port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

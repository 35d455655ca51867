// The mailbox: every message the catcher accepts, one copy per recipient as Inbucket keeps them.
import type { Database } from "../db";

export type StoredMail = {
  id: string;
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  /** The first link of the message (the confirmation link of auth emails). */
  link: string;
  links: string[];
  headers: Record<string, string>;
  sentAt: string;
};

export type IncomingMail = Omit<StoredMail, "id" | "to" | "link" | "sentAt"> & { recipients: string[] };

export type MailStore = {
  add(mail: IncomingMail): Promise<void>;
  list(to: string | null): Promise<StoredMail[]>;
  get(id: string): Promise<StoredMail | null>;
};

const COLUMNS = `id, recipient as "to", sender as "from", subject, html, text, coalesce(links ->> 0, '') as link,
  links, headers, to_char(sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "sentAt"`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createMailStore(db: Database): MailStore {
  return {
    async add(mail) {
      await db.transaction(async (tx) => {
        for (const recipient of mail.recipients) {
          await tx.query(
            `insert into local_mail.messages (recipient, sender, subject, html, text, headers, links)
             values ($1, $2, $3, $4, $5, $6, $7)`,
            [recipient, mail.from, mail.subject, mail.html, mail.text, JSON.stringify(mail.headers), JSON.stringify(mail.links)],
          );
        }
      });
    },
    async list(to) {
      const { rows } = await db.transaction((tx) =>
        tx.query<StoredMail>(
          `select ${COLUMNS} from local_mail.messages
            where $1::text is null or lower(recipient) = lower($1)
            order by sent_at desc, id limit 200`,
          [to],
        ),
      );
      return rows;
    },
    async get(id) {
      if (!UUID.test(id)) return null;
      const { rows } = await db.transaction((tx) =>
        tx.query<StoredMail>(`select ${COLUMNS} from local_mail.messages where id = $1`, [id]),
      );
      return rows[0] ?? null;
    },
  };
}

import type { LocalConfig } from "../config";
import type { Database } from "../db";
import type { Mailer } from "../mail/sender";

/** What every auth handler needs: the database, the settings and where the server is reachable. */
export type AuthContext = {
  db: Database;
  config: LocalConfig;
  /** The external base URL of the whole server, e.g. http://127.0.0.1:54321. */
  externalUrl: string;
  /** `<externalUrl>/auth/v1`: the token issuer and the base of every link the server hands out. */
  authUrl: string;
  /** Sends the auth server's emails (through SMTP to the local mail catcher). */
  mailer: Mailer;
  log: (line: string) => void;
};

import type { LocalConfig } from "../config";
import type { Database } from "../db";

/** What every auth handler needs: the database, the settings and where the server is reachable. */
export type AuthContext = {
  db: Database;
  config: LocalConfig;
  /** The external base URL of the whole server, e.g. http://127.0.0.1:54321. */
  externalUrl: string;
  /** `<externalUrl>/auth/v1`: the token issuer and the base of every link the server hands out. */
  authUrl: string;
  log: (line: string) => void;
};

// Starts the local Supabase-compatible server: the embedded database (set up on first start), the
// mail catcher, then auth, REST, functions and the pg_cron / pg_net workers behind one gateway on
// 127.0.0.1.
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { dirname, join } from "node:path";
import { createAuthService } from "./auth";
import { SUPABASE_DIR, loadConfig, type LocalConfig } from "./config";
import { startCronService, type CronService } from "./cron";
import { prepareDatabase } from "./database-setup";
import { openDatabase, type Database } from "./db";
import { createFunctionsService } from "./functions";
import { functionEnvironment } from "./functions/env";
import { createGateway } from "./gateway";
import { createNodeHandler } from "./gateway/node-bridge";
import { createLocalRoutes } from "./local-routes";
import { createMailboxService } from "./mail";
import { startMailCatcher, type MailCatcher } from "./mail/catcher";
import { createLogOnlyMailer, createSmtpMailer } from "./mail/sender";
import { createMailStore, type MailStore } from "./mail/store";
import { startNetWorker, type NetWorker } from "./net/worker";
import { createPushService, type PushService } from "./push";
import { allowLocalPushEndpoints } from "./push/policy";
import { createRestService } from "./rest";
import { createSchemaCache } from "./rest/schema-cache";
import { readSnapshot, saveSnapshot, snapshotKey } from "./snapshot";
import { upsertVaultSecrets } from "./vault-secrets";

export type StartOptions = {
  /** The API port; 0 picks a free one. Default: [api] port. */
  port?: number;
  /** The SMTP port of the mail catcher; 0 picks a free one. Default: [inbucket] smtp_port, or 0 when `port` is 0. */
  smtpPort?: number;
  dataDir?: string | null;
  reset?: boolean;
  seed?: boolean;
  /** Run pg_cron jobs at their schedules (default true). Jobs can always be run with `cron.runJob`. */
  cron?: boolean;
  config?: Partial<LocalConfig>;
  /** Where edge functions live. Default: supabase/functions. */
  functionsDir?: string;
  functionEnv?: Record<string, string>;
  log?: (line: string) => void;
};

export type LocalSupabase = {
  url: string;
  port: number;
  /** The mail catcher's SMTP port, or null when [inbucket] is disabled. */
  smtpPort: number | null;
  db: Database;
  config: LocalConfig;
  mailbox: MailStore;
  /** The stand-in push service at /push (push/index.ts). */
  push: PushService;
  cron: CronService;
  net: NetWorker;
  stop(): Promise<void>;
};

export const DEFAULT_DATA_DIR = join(SUPABASE_DIR, "..", ".local", "supabase-data");

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

export async function startLocalSupabase(options: StartOptions = {}): Promise<LocalSupabase> {
  const log = options.log ?? ((line: string) => console.log(line));
  const config: LocalConfig = { ...loadConfig(), ...options.config };
  const dataDir = options.dataDir === undefined ? DEFAULT_DATA_DIR : options.dataDir;
  if (dataDir && options.reset) rmSync(dataDir, { recursive: true, force: true });

  // PGlite creates the data folder itself, but not its parents (.local/ on a fresh clone).
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const isNew = dataDir === null || !existsSync(join(dataDir, "PG_VERSION"));
  const seed = options.seed ?? true;
  const snapshotId = dataDir === null ? snapshotKey(seed) : null;
  const snapshot = snapshotId ? readSnapshot(snapshotId) : null;
  const db = await openDatabase(dataDir, snapshot ?? undefined);
  const cleanups: (() => Promise<void>)[] = [() => db.close()];
  const closeAll = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };

  try {
    try {
      await prepareDatabase(db, { isNew: isNew && !snapshot, seed, log });
      if (snapshotId && !snapshot) await saveSnapshot(db, snapshotId);
    } catch (error) {
      if (isNew && dataDir) {
        await db.close().catch(() => undefined);
        rmSync(dataDir, { recursive: true, force: true });
        cleanups.length = 0;
      }
      throw error;
    }
    await allowLocalPushEndpoints(db);
    const schemaCache = await createSchemaCache(db, ["public", "graphql_public"]);
    const mailbox = createMailStore(db);

    let handle: (request: Request) => Promise<Response> = async () => new Response(null, { status: 503 });
    const server = createServer(createNodeHandler((request) => handle(request), { maxBodyBytes: config.maxBodyBytes, log }));
    server.keepAliveTimeout = 5_000;
    const port = await listen(server, options.port ?? config.port);
    cleanups.push(async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    });
    const url = `http://127.0.0.1:${port}`;

    let catcher: MailCatcher | null = null;
    if (config.inbucket.enabled) {
      const smtpPort = options.smtpPort ?? (options.port === 0 ? 0 : config.inbucket.smtpPort);
      catcher = await startMailCatcher({ port: smtpPort, store: mailbox, log });
      cleanups.push(() => catcher!.stop());
    }
    const mailer = catcher
      ? createSmtpMailer({
          host: "127.0.0.1",
          port: catcher.port,
          from: { name: config.inbucket.senderName, address: config.inbucket.adminEmail },
        })
      : createLogOnlyMailer(log);

    await upsertVaultSecrets(db, config.vaultSecrets, { ...process.env, SUPABASE_URL: url }, log);
    const net = await startNetWorker({ db, log });
    cleanups.push(() => net.stop());
    const cron = await startCronService({ db, net, scheduling: options.cron ?? true, log });
    cleanups.push(() => cron.stop());

    const functionsDir = options.functionsDir ?? join(SUPABASE_DIR, "functions");
    const functions = createFunctionsService({
      config,
      functionsDir,
      env: functionEnvironment({
        gatewayUrl: url,
        functionsDir,
        smtp: catcher ? { host: "127.0.0.1", port: catcher.port } : null,
        extra: options.functionEnv ?? {},
      }),
      log,
    });
    cleanups.push(() => functions.stop());

    const auth = createAuthService({ db, config, externalUrl: url, mailer, log });
    const rest = createRestService({ db, schemaCache });
    const mailboxPages = createMailboxService(mailbox);
    const push = createPushService(url);
    const local = createLocalRoutes({ db, cron });
    const gateway = createGateway(
      {
        auth: (r, p) => auth.handle(r, p),
        mailbox: (r, p) => mailboxPages.handle(r, p),
        push: (r, p) => push.handle(r, p),
        local: (r, p) => local.handle(r, p),
        rest: (r, p) => rest.handle(r, p),
        functions: (r, p) => functions.handle(r, p),
      },
      config,
    );
    handle = (request) => gateway.handle(request);

    let stopping: Promise<void> | null = null;
    return {
      url,
      port,
      smtpPort: catcher?.port ?? null,
      db,
      config,
      mailbox,
      push,
      cron,
      net,
      stop() {
        stopping ??= closeAll();
        return stopping;
      },
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

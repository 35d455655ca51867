// /functions/v1: checks the JWT like the CLI's edge-runtime main service (verify_jwt), starts the
// function's Deno worker on first use and proxies the request to it.
import { existsSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { LocalConfig } from "../config";
import { verifyToken } from "../keys";
import { latestChange } from "./changes";
import { releasePort, reservePort } from "./free-port";
import { writeImportMap } from "./import-map";
import { startWorker, type Worker } from "./worker";

export type FunctionsService = {
  handle(request: Request, path: string): Promise<Response>;
  stop(): Promise<void>;
};

export type FunctionsOptions = {
  config: LocalConfig;
  functionsDir: string;
  env: Record<string, string>;
  log: (line: string) => void;
  bootTimeoutMs?: number;
};

// The `deno` package's postinstall puts the binary beside its package.json; bin.cjs fetches it
// when that step was skipped.
const DENO_PACKAGE_DIR = dirname(createRequire(import.meta.url).resolve("deno/package.json"));
export const DENO_BIN = existsSync(join(DENO_PACKAGE_DIR, "deno")) ? join(DENO_PACKAGE_DIR, "deno") : join(DENO_PACKAGE_DIR, "bin.cjs");
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const HOP_BY_HOP = ["connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "host"];

type RunningWorker = Worker & { bootedAt: number };

const json = (body: unknown, status: number) => Response.json(body, { status });

async function checkJwt(request: Request): Promise<Response | null> {
  const header = request.headers.get("authorization");
  if (!header) return json({ msg: "Error: Missing authorization header" }, 401);
  const [scheme, token] = header.split(" ");
  if (scheme !== "Bearer") return json({ msg: "Error: Auth header is not 'Bearer {token}'" }, 401);
  const result = await verifyToken(token ?? "");
  return result.ok ? null : json({ msg: "Invalid JWT" }, 401);
}

function withoutHopHeaders(source: Headers): Headers {
  const headers = new Headers(source);
  for (const name of HOP_BY_HOP) headers.delete(name);
  return headers;
}

export function createFunctionsService(options: FunctionsOptions): FunctionsService {
  const workers = new Map<string, RunningWorker>();
  const booting = new Map<string, Promise<RunningWorker>>();
  const workDir = join(tmpdir(), `supabase-local-functions-${process.pid}`);

  async function workerFor(name: string, entryFile: string): Promise<RunningWorker> {
    const functionDir = join(options.functionsDir, name);
    const sources = [functionDir, join(options.functionsDir, "_shared")];
    const running = workers.get(name);
    if (running?.isAlive() && latestChange(sources) <= running.bootedAt) return running;
    if (running) {
      workers.delete(name);
      await running.stop();
    }
    const pending = booting.get(name);
    if (pending) return pending;
    const boot = (async () => {
      const bootedAt = Date.now();
      const port = await reservePort();
      const started = startWorker({
        name,
        entryFile,
        functionDir,
        port,
        env: options.env,
        denoBin: DENO_BIN,
        importMap: writeImportMap(functionDir, workDir, name),
        bootTimeoutMs: options.bootTimeoutMs ?? 30_000,
        log: options.log,
      });
      const worker = { ...started, bootedAt, stop: () => started.stop().finally(() => releasePort(port)) };
      try {
        await worker.ready;
      } catch (error) {
        await worker.stop();
        throw error;
      }
      workers.set(name, worker);
      return worker;
    })();
    booting.set(name, boot);
    try {
      return await boot;
    } finally {
      booting.delete(name);
    }
  }

  async function handle(request: Request, path: string): Promise<Response> {
    const name = path.split("/")[1] ?? "";
    const entryFile = join(options.functionsDir, name, "index.ts");
    if (!NAME.test(name) || !existsSync(entryFile)) {
      return new Response("Function not found", { status: 404, headers: { "Content-Type": "text/plain;charset=UTF-8" } });
    }
    const verifyJwt = options.config.functions[name]?.verifyJwt ?? true;
    if (verifyJwt && request.method !== "OPTIONS") {
      const refused = await checkJwt(request);
      if (refused) return refused;
    }

    let worker: RunningWorker;
    try {
      worker = await workerFor(name, entryFile);
    } catch (error) {
      options.log(`[functions:${name}] boot failed: ${error instanceof Error ? error.message : String(error)}`);
      return json({ code: "BOOT_ERROR", message: "Worker failed to boot (please check logs)" }, 503);
    }

    const url = new URL(request.url);
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
    try {
      const upstream = await fetch(`http://127.0.0.1:${worker.port}${path}${url.search}`, {
        method: request.method,
        headers: withoutHopHeaders(request.headers),
        body: body && body.byteLength > 0 ? body : undefined,
        redirect: "manual",
        signal: request.signal,
      });
      return new Response(upstream.body, {
        status: upstream.status,
        statusText: upstream.statusText,
        headers: withoutHopHeaders(upstream.headers),
      });
    } catch (error) {
      if (request.signal.aborted) return new Response(null, { status: 499 });
      options.log(`[functions:${name}] request failed: ${error instanceof Error ? error.message : String(error)}`);
      // A worker that died mid-request is often not yet reaped when its connection drops: wait
      // for its exit, so that the next call starts a new one instead of failing on the dead one.
      if (await worker.exitsWithin(1000)) {
        if (workers.get(name) === worker) workers.delete(name);
        releasePort(worker.port);
      }
      return json({ code: "WORKER_ERROR", message: "Function exited due to an error (please check logs)" }, 500);
    }
  }

  return {
    handle,
    async stop() {
      await Promise.allSettled([...booting.values()]);
      await Promise.all([...workers.values()].map((w) => w.stop()));
      workers.clear();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

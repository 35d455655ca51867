// One Deno process serving one function on a local port. `ready` settles once the port accepts
// connections, or rejects when the process exits (the function failed to import) or never listens.
import { spawn, type ChildProcess } from "node:child_process";
import { connect } from "node:net";
import { fileURLToPath } from "node:url";

export type Worker = {
  name: string;
  port: number;
  ready: Promise<void>;
  isAlive(): boolean;
  /** Whether the process has exited, or does within `timeoutMs`. */
  exitsWithin(timeoutMs: number): Promise<boolean>;
  stop(): Promise<void>;
};

export type WorkerOptions = {
  name: string;
  entryFile: string;
  functionDir: string;
  port: number;
  env: Record<string, string>;
  denoBin: string;
  importMap: string;
  bootTimeoutMs: number;
  log: (line: string) => void;
};

const ENTRY = fileURLToPath(new URL("./deno-entry.ts", import.meta.url));

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

function pipeLines(stream: NodeJS.ReadableStream | null, log: (line: string) => void, prefix: string): void {
  let buffered = "";
  stream?.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) log(`${prefix} ${line}`);
  });
}

export function startWorker(options: WorkerOptions): Worker {
  const child: ChildProcess = spawn(
    options.denoBin,
    ["run", "--allow-all", "--no-prompt", "--no-lock", "--no-config", `--import-map=${options.importMap}`, ENTRY, options.entryFile],
    {
      cwd: options.functionDir,
      env: {
        ...process.env,
        ...options.env,
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${options.port}`,
        DENO_NO_PACKAGE_JSON: "1",
        DENO_NO_UPDATE_CHECK: "1",
        NO_COLOR: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const prefix = `[functions:${options.name}]`;
  pipeLines(child.stdout, options.log, prefix);
  pipeLines(child.stderr, options.log, prefix);

  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once("exit", () => {
      exited = true;
      resolve();
    });
    child.once("error", (error) => {
      options.log(`${prefix} could not start Deno: ${error.message}`);
      exited = true;
      resolve();
    });
  });

  const ready = (async () => {
    const deadline = Date.now() + options.bootTimeoutMs;
    while (Date.now() < deadline) {
      if (exited) throw new Error(`${options.name} exited while booting`);
      if (await canConnect(options.port)) return;
      await Promise.race([exit, new Promise((r) => setTimeout(r, 50))]);
    }
    throw new Error(`${options.name} did not start listening within ${options.bootTimeoutMs} ms`);
  })();
  ready.catch(() => undefined);

  return {
    name: options.name,
    port: options.port,
    ready,
    isAlive: () => !exited,
    async exitsWithin(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exit, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
      return exited;
    },
    async stop() {
      if (exited) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 2000);
      await exit;
      clearTimeout(timer);
    },
  };
}

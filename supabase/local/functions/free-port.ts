// Finds a port for a function worker: any free one, or one in SUPABASE_LOCAL_FUNCTION_PORTS
// ("54410-54419") when the machine reserves a range. Ports handed out stay reserved in this
// process until released, so two workers booting at once never get the same one.
import { createServer } from "node:net";

const reserved = new Set<number>();

function tryListen(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(null));
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const chosen = typeof address === "object" && address ? address.port : null;
      server.close(() => resolve(chosen));
    });
  });
}

async function find(): Promise<number | null> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.SUPABASE_LOCAL_FUNCTION_PORTS ?? "");
  if (!range) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const port = await tryListen(0);
      if (port !== null && !reserved.has(port)) return port;
    }
    return null;
  }
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    if (!reserved.has(port) && (await tryListen(port)) !== null) return port;
  }
  return null;
}

export async function reservePort(): Promise<number> {
  const port = await find();
  if (port === null) throw new Error("no free port for an edge function worker");
  reserved.add(port);
  return port;
}

export function releasePort(port: number): void {
  reserved.delete(port);
}

// Finds a port for a function worker: any free one, or one in SUPABASE_LOCAL_FUNCTION_PORTS
// ("54410-54419") when the machine reserves a range.
import { createServer } from "node:net";

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

export async function freePort(taken: Set<number>): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.SUPABASE_LOCAL_FUNCTION_PORTS ?? "");
  if (!range) {
    const port = await tryListen(0);
    if (port !== null) return port;
  } else {
    for (let port = Number(range[1]); port <= Number(range[2]); port++) {
      if (!taken.has(port) && (await tryListen(port)) !== null) return port;
    }
  }
  throw new Error("no free port for an edge function worker");
}

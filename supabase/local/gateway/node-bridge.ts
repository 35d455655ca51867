// Adapts Node's http server to web Request/Response. Bodies are read with a size cap, and a
// request whose client goes away before its body is complete is dropped without being handled.
import type { IncomingMessage, ServerResponse } from "node:http";

export type BridgeOptions = { maxBodyBytes: number; log: (line: string) => void };

const TOO_LARGE = JSON.stringify({ message: "Request size limit exceeded" });

function sendSimple(res: ServerResponse, status: number, body: string, close = false): void {
  if (res.headersSent || res.destroyed) return;
  const headers: Record<string, string | number> = {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Access-Control-Allow-Origin": "*",
  };
  if (close) headers.Connection = "close";
  res.writeHead(status, headers);
  res.end(body);
}

type BodyResult = { ok: true; body: Buffer } | { ok: false; reason: "too-large" | "aborted" };

function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.pause();
        settle({ ok: false, reason: "too-large" });
      } else chunks.push(chunk);
    });
    req.on("end", () => settle({ ok: true, body: Buffer.concat(chunks) }));
    req.on("aborted", () => settle({ ok: false, reason: "aborted" }));
    req.on("error", () => settle({ ok: false, reason: "aborted" }));
    req.on("close", () => {
      if (!req.complete) settle({ ok: false, reason: "aborted" });
    });
  });
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(":")) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
      res.write(value);
    }
    res.end();
  } catch {
    res.destroy();
  }
}

export function createNodeHandler(handle: (request: Request) => Promise<Response>, options: BridgeOptions) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.on("error", () => undefined);
    const rawUrl = req.url ?? "/";
    if (!rawUrl.startsWith("/")) return sendSimple(res, 400, JSON.stringify({ message: "Bad request" }));

    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > options.maxBodyBytes) {
      res.on("finish", () => req.socket.destroy());
      return sendSimple(res, 413, TOO_LARGE, true);
    }
    const method = (req.method ?? "GET").toUpperCase();
    const result = await readBody(req, options.maxBodyBytes);
    if (!result.ok) {
      if (result.reason === "too-large") {
        res.on("finish", () => req.socket.destroy());
        sendSimple(res, 413, TOO_LARGE, true);
      }
      return;
    }

    const abort = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) abort.abort();
    });
    let request: Request;
    try {
      const host = req.headers.host ?? "127.0.0.1";
      request = new Request(new URL(rawUrl, `http://${host}`), {
        method,
        headers: toHeaders(req),
        body: method === "GET" || method === "HEAD" || result.body.length === 0 ? undefined : new Uint8Array(result.body),
        signal: abort.signal,
      });
    } catch {
      return sendSimple(res, 400, JSON.stringify({ message: "Bad request" }));
    }

    try {
      await writeResponse(res, await handle(request));
    } catch (error) {
      options.log(`gateway: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      sendSimple(res, 502, JSON.stringify({ message: "An invalid response was received from the upstream server" }));
    }
  };
}

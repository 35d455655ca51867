// One pg_net request performed as pg_net's curl handle does: the queued method, headers and body,
// a total timeout, redirects followed, and curl's messages for what went wrong.
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";

export const USER_AGENT = "pg_net/0.19.5";
const MAX_REDIRECTS = 10;

export type QueuedRequest = { id: number; method: string; url: string; headers: Record<string, string> | null; body: Uint8Array | null; timeout_milliseconds: number };

export type HttpOutcome = {
  status_code: number | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timed_out: boolean;
  error_msg: string | null;
};

const failure = (error_msg: string, timed_out = false): HttpOutcome => ({
  status_code: null,
  content_type: null,
  headers: null,
  content: null,
  timed_out,
  error_msg,
});

/** curl_easy_strerror for the failures Node reports. */
function curlMessage(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case "ECONNREFUSED":
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return "Couldn't connect to server";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "Couldn't resolve host name";
    case "ECONNRESET":
    case "EPIPE":
      return "Failure when receiving data from the peer";
    default:
      return error.message;
  }
}

type Timings = { start: number; connected: number | null };

const ms = (value: number) => value.toFixed(6);

function timeoutMessage(timeout: number, timings: Timings): string {
  const total = performance.now() - timings.start;
  const handshake = timings.connected === null ? total : timings.connected - timings.start;
  const http = timings.connected === null ? 0 : total - handshake;
  return `Timeout of ${timeout} ms reached. Total time: ${ms(total)} ms (DNS time: ${ms(0)} ms, TCP/SSL handshake time: ${ms(handshake)} ms, HTTP Request/Response time: ${ms(http)} ms)`;
}

function headersOf(response: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let i = 0; i < response.rawHeaders.length; i += 2) headers[response.rawHeaders[i]] = response.rawHeaders[i + 1];
  return headers;
}

function once(url: URL, method: string, headers: Record<string, string>, body: Uint8Array | null, signal: AbortSignal, timings: Timings) {
  return new Promise<{ response: IncomingMessage; content: Buffer }>((resolve, reject) => {
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const outgoing = send(url, { method, headers: body ? { ...headers, "Content-Length": String(body.byteLength) } : headers, signal }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ response, content: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    outgoing.on("socket", (socket) => {
      if (socket.connecting) socket.once("connect", () => (timings.connected ??= performance.now()));
      else timings.connected ??= performance.now();
    });
    outgoing.on("error", reject);
    outgoing.end(body ?? undefined);
  });
}

/** `cancel` ends the call early (the server is stopping); its outcome is then not meant to be kept. */
export async function performRequest(queued: QueuedRequest, cancel: AbortSignal): Promise<HttpOutcome> {
  const timings: Timings = { start: performance.now(), connected: null };
  const timeout = AbortSignal.timeout(queued.timeout_milliseconds);
  const signal = AbortSignal.any([timeout, cancel]);
  const headers = { ...(queued.headers ?? {}) };
  if (queued.headers && !Object.keys(headers).some((name) => name.toLowerCase() === "user-agent")) headers["User-Agent"] = USER_AGENT;
  let method = queued.method.toUpperCase();
  let body = queued.body;
  let url: URL;
  try {
    url = new URL(queued.url);
  } catch {
    return failure("URL using bad/illegal format or missing URL");
  }
  try {
    for (let redirects = 0; ; redirects++) {
      if (url.protocol !== "http:" && url.protocol !== "https:") return failure("Unsupported protocol");
      const { response, content } = await once(url, method, headers, body, signal, timings);
      const location = response.headers.location;
      if (location && [301, 302, 303, 307, 308].includes(response.statusCode ?? 0)) {
        if (redirects >= MAX_REDIRECTS) return failure(`Maximum (${MAX_REDIRECTS}) redirects followed`);
        // curl turns a POST into a GET on 301, 302 and 303, and keeps it on 307 and 308.
        if (response.statusCode !== 307 && response.statusCode !== 308 && method === "POST") {
          method = "GET";
          body = null;
        }
        url = new URL(location, url);
        continue;
      }
      return {
        status_code: response.statusCode ?? null,
        content_type: response.headers["content-type"] ?? null,
        headers: headersOf(response),
        content: content.length > 0 ? content.toString("utf8") : null,
        timed_out: false,
        error_msg: null,
      };
    }
  } catch (error) {
    if (timeout.aborted) return failure(timeoutMessage(queued.timeout_milliseconds, timings), true);
    return failure(curlMessage(error as NodeJS.ErrnoException));
  }
}

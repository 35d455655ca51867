import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHttp2Proxy } from "../../../scripts/http2-proxy.mjs";

// The Lighthouse benchmark's HTTP/2 rows are only as good as this front: it must speak HTTP/2 and
// pass the app's responses through unchanged (status, body bytes, compression and cache headers).
let upstream: http.Server;
let proxy: Awaited<ReturnType<typeof startHttp2Proxy>>;
const seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    seen.push(request.headers);
    if (request.url === "/missing") {
      response.writeHead(404, { "content-type": "text/plain" }).end("not here");
      return;
    }
    response.writeHead(200, { "content-type": "text/html", "content-encoding": "identity", "cache-control": "public, max-age=31536000, immutable", connection: "keep-alive" });
    response.end(`<p>${request.method} ${request.url}</p>`);
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  const targetPort = (upstream.address() as AddressInfo).port;
  proxy = await startHttp2Proxy({ port: 0, targetPort });
});

afterAll(async () => {
  await proxy?.stop();
  await new Promise((resolve) => upstream?.close(resolve));
});

function get(path: string) {
  const client = http2.connect(proxy.origin, { rejectUnauthorized: false });
  return new Promise<{ headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = client.request({ ":path": path, "accept-encoding": "gzip" });
    let body = "";
    let headers: http2.IncomingHttpHeaders = {};
    request.on("response", (received) => (headers = received));
    request.setEncoding("utf8").on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      client.close();
      resolve({ headers, body });
    });
    request.on("error", reject);
  });
}

describe("the benchmark's HTTP/2 front", () => {
  it("answers over HTTP/2 with the upstream's status, headers and body", async () => {
    const { headers, body } = await get("/?lang=es");
    expect(headers[":status"]).toBe(200);
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers["content-encoding"]).toBe("identity");
    expect(headers.connection).toBeUndefined();
    expect(body).toBe("<p>GET /?lang=es</p>");
  });

  it("passes errors through and forwards the request's own headers", async () => {
    const { headers, body } = await get("/missing");
    expect(headers[":status"]).toBe(404);
    expect(body).toBe("not here");
    expect(seen.at(-1)?.["accept-encoding"]).toBe("gzip");
  });
});

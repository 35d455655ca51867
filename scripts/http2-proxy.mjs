// An HTTP/2 front for a local server, for the Lighthouse benchmark: deployments serve the app over
// HTTP/2 with TLS (Vercel always does), while `next start` speaks HTTP/1.1 only, and Lighthouse
// simulates the two differently (one shared connection against six that each start slowly).
// The certificate is self-signed and made per run with openssl, so the browser must be started
// with --ignore-certificate-errors. Bench only: no app code uses it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";

// Connection-level headers HTTP/2 forbids, and the ones the proxy sets itself.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "http2-settings", "host"]);

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-tls-"));
  try {
    const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
    const result = spawnSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"]
        .concat(["-keyout", key, "-out", cert, "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"]),
      { encoding: "utf8" },
    );
    if (result.status !== 0) throw new Error(`openssl could not make the benchmark's certificate: ${result.error?.message ?? result.stderr}`);
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function withoutHopByHop(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(":") && !HOP_BY_HOP.has(name)));
}

/** Serves https://127.0.0.1:{port} over HTTP/2, passing every request to http://127.0.0.1:{targetPort}. */
export async function startHttp2Proxy({ port, targetPort }) {
  const server = http2.createSecureServer(selfSignedCertificate(), (request, response) => {
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: targetPort,
        method: request.method,
        path: request.url,
        headers: { ...withoutHopByHop(request.headers), host: `127.0.0.1:${targetPort}` },
      },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, withoutHopByHop(reply.headers));
        reply.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  const sessions = new Set();
  server.on("session", (session) => {
    sessions.add(session);
    session.once("close", () => sessions.delete(session));
  });
  await new Promise((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", resolve));
  const stop = () => {
    for (const session of sessions) session.destroy();
    return new Promise((resolve) => server.close(resolve));
  };
  return { origin: `https://127.0.0.1:${server.address().port}`, stop };
}

// Where the server may send a push message. A push endpoint is an address the browser's push
// service hands out, but it reaches the server through the user, so it is checked like any URL a
// server will POST to: HTTPS to a public host name, never an address inside the network. Plain
// HTTP to this machine only when the deployment says it runs locally (a test push service).

export const MAX_ENDPOINT_LENGTH = 2048;

export type EndpointPolicy = {
  /** http://127.0.0.1 and http://localhost: local development and tests only. */
  allowLoopback: boolean;
};

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost"]);
const HOST_NAME = /^[a-z0-9.-]+$/;
const PRINTABLE = /^[!-~]+$/;
/** The shape the database holds to as well (push_subscriptions_endpoint_check). */
const SHAPE = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?\//;

function isPrivateIpv4(host: string): boolean {
  const parts = host.split(".").map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part) || part < 0 || part > 255)) return false;
  const [a, b] = parts;
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}

function isInternalHost(host: string): boolean {
  return (
    isPrivateIpv4(host) ||
    host === "localhost" ||
    !host.includes(".") ||
    [".localhost", ".local", ".internal", ".lan", ".home.arpa"].some((suffix) => host.endsWith(suffix))
  );
}

/** Whether the server may send to `endpoint` under `policy`. */
export function isAllowedEndpoint(endpoint: string, policy: EndpointPolicy): boolean {
  if (endpoint.length > MAX_ENDPOINT_LENGTH || !PRINTABLE.test(endpoint) || !SHAPE.test(endpoint)) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || !HOST_NAME.test(url.hostname)) return false;
  if (url.protocol === "http:") return policy.allowLoopback && LOOPBACK_HOSTS.has(url.hostname);
  return url.protocol === "https:" && !isInternalHost(url.hostname);
}

// Endpoints reach the server through the user: only the browsers' push services, matched exactly as
// written. The database holds the same rule (push_subscriptions_endpoint_check).

export const MAX_ENDPOINT_LENGTH = 2048;

export type EndpointPolicy = {
  allowLoopback: boolean;
};

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";

const PUSH_SERVICE_HOSTS = [
  "fcm\\.googleapis\\.com",
  `(?:${LABEL}\\.)*push\\.services\\.mozilla\\.com`,
  `(?:${LABEL}\\.)+push\\.apple\\.com`,
  `(?:${LABEL}\\.)+notify\\.windows\\.com`,
  `(?:${LABEL}\\.)+wns\\.windows\\.com`,
];

const PUSH_SERVICE = new RegExp(`^https://(?:${PUSH_SERVICE_HOSTS.join("|")})(?::443)?/[!-~]*$`);
const LOCAL_PUSH_SERVICE = /^http:\/\/127\.0\.0\.1:\d{1,5}\/push\/[!-~]*$/;

export function isAllowedEndpoint(endpoint: string, policy: EndpointPolicy): boolean {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return false;
  const pushService = PUSH_SERVICE.test(endpoint);
  if (!pushService && !(policy.allowLoopback && LOCAL_PUSH_SERVICE.test(endpoint))) return false;
  // The pattern fixes the host; parsing must agree, so no URL quirk can move the request elsewhere.
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (pushService) return url.protocol === "https:" && url.port === "" && endpoint.startsWith(`https://${url.hostname}`);
  return url.protocol === "http:" && url.hostname === "127.0.0.1";
}

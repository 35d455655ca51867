// Checks a Web Push request's VAPID authorization as a push service does (RFC 8292):
// `Authorization: vapid t=<JWT>, k=<public key>`, the JWT signed with ES256 by the key in `k`, which
// must be the application server key the subscription was made with; `aud` the origin of the
// endpoint, `exp` in the future and at most 24 hours away, `sub` a mailto: or https: contact.
import { decodeProtectedHeader, importJWK, jwtVerify } from "jose";

export type VapidClaims = { aud: string; exp: number; sub: string };

export type VapidCheck = { ok: true; claims: VapidClaims; publicKey: string } | { ok: false; status: 401 | 403; reason: string };

const DAY_SECONDS = 24 * 60 * 60;

function parseAuthorization(header: string | null): { token: string; key: string } | null {
  const match = /^vapid\s+(.+)$/i.exec(header?.trim() ?? "");
  if (!match) return null;
  const params = new Map<string, string>();
  for (const part of match[1].split(",")) {
    const [name, ...value] = part.trim().split("=");
    params.set(name.trim().toLowerCase(), value.join("=").trim());
  }
  const token = params.get("t");
  const key = params.get("k");
  return token && key ? { token, key } : null;
}

/** An uncompressed P-256 point (base64url, 65 bytes from 0x04) as a JWK. */
function publicJwk(key: string) {
  const bytes = Buffer.from(key, "base64url");
  if (bytes.length !== 65 || bytes[0] !== 4) return null;
  return {
    kty: "EC",
    crv: "P-256",
    x: bytes.subarray(1, 33).toString("base64url"),
    y: bytes.subarray(33).toString("base64url"),
  };
}

export async function checkVapid(
  authorization: string | null,
  expected: { applicationServerKey: string; audience: string },
  now = Date.now(),
): Promise<VapidCheck> {
  const parsed = parseAuthorization(authorization);
  if (!parsed) return { ok: false, status: 401, reason: "missing or malformed vapid authorization" };
  if (parsed.key.replace(/=+$/, "") !== expected.applicationServerKey) {
    return { ok: false, status: 403, reason: "the key is not the one this subscription was made with" };
  }
  const jwk = publicJwk(parsed.key);
  if (!jwk) return { ok: false, status: 401, reason: "k is not an uncompressed P-256 public key" };
  try {
    if (decodeProtectedHeader(parsed.token).alg !== "ES256") return { ok: false, status: 401, reason: "the JWT is not ES256" };
    const { payload } = await jwtVerify(parsed.token, await importJWK(jwk, "ES256"), {
      algorithms: ["ES256"],
      audience: expected.audience,
      currentDate: new Date(now),
      requiredClaims: ["exp", "sub"],
    });
    const exp = payload.exp!;
    if (exp > now / 1000 + DAY_SECONDS) return { ok: false, status: 403, reason: "exp is more than 24 hours away" };
    const sub = String(payload.sub);
    if (!/^(mailto:|https:\/\/)/.test(sub)) return { ok: false, status: 403, reason: "sub is not a mailto: or https: URL" };
    return { ok: true, claims: { aud: expected.audience, exp, sub }, publicKey: parsed.key };
  } catch (error) {
    return { ok: false, status: 403, reason: `invalid JWT: ${(error as Error).message}` };
  }
}

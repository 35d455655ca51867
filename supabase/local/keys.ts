// The Supabase CLI's well-known local keys. They are public demo values: never use them for a
// deployed project.
import { SignJWT, importJWK, jwtVerify, decodeProtectedHeader, type JWTPayload } from "jose";

export const JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";

export const ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
export const SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";
export const PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";
export const SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";

const SIGNING_JWK = {
  kty: "EC",
  crv: "P-256",
  kid: "b81269f1-21d8-4f2e-b719-c2240a840d90",
  x: "M5Sjqn5zwC9Kl1zVfUUGvv9boQjCGd45G8sdopBExB4",
  y: "P6IXMvA2WYXSHSOMTBH2jsw_9rrzGy89FjPf6oOsIxQ",
  d: "dIhR8wywJlqlua4y_yMq2SLhlFXDZJBCvFrY1DCHyVU",
} as const;

export const PUBLIC_JWK = {
  kty: SIGNING_JWK.kty,
  crv: SIGNING_JWK.crv,
  x: SIGNING_JWK.x,
  y: SIGNING_JWK.y,
  kid: SIGNING_JWK.kid,
  alg: "ES256",
  use: "sig",
  key_ops: ["verify"],
  ext: true,
} as const;

/** The body of GET /auth/v1/.well-known/jwks.json: symmetric keys are never listed. */
export const JWKS = { keys: [PUBLIC_JWK] };

const secretBytes = new TextEncoder().encode(JWT_SECRET);
const privateKey = importJWK({ ...SIGNING_JWK }, "ES256");
const publicKey = importJWK({ ...SIGNING_JWK, d: undefined }, "ES256");

/** Signs a user access token the way local GoTrue does: ES256 with the CLI's key id. */
export async function signAccessToken(claims: JWTPayload): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "ES256", kid: SIGNING_JWK.kid, typ: "JWT" })
    .sign(await privateKey);
}

export type VerifyResult =
  | { ok: true; claims: JWTPayload & Record<string, unknown> }
  | { ok: false; reason: "malformed" | "expired" | "invalid"; message: string };

const CLOCK_SKEW_SECONDS = 30;
/**
 * Tokens whose signature checked out, as PostgREST's JWT cache keeps them: a page load sends the
 * same token in several requests, and each ES256 check costs far more than a lookup. Their expiry
 * is checked on every use. The oldest go first past the limit.
 */
const verified = new Map<string, JWTPayload & Record<string, unknown>>();
const VERIFIED_LIMIT = 1000;

/**
 * Verifies a JWT against the local JWKS: the ES256 user-token key and the HS256 demo secret
 * (which signs the anon and service_role keys). 30 s of clock skew, as PostgREST allows.
 */
export async function verifyToken(token: string): Promise<VerifyResult> {
  const known = verified.get(token);
  if (known) {
    if (typeof known.exp === "number" && known.exp + CLOCK_SKEW_SECONDS <= Date.now() / 1000) {
      verified.delete(token);
      return { ok: false, reason: "expired", message: "JWT expired" };
    }
    return { ok: true, claims: known };
  }
  const parts = token.split(".");
  if (parts.length !== 3) {
    return { ok: false, reason: "malformed", message: `Expected 3 parts in JWT; got ${parts.length}` };
  }
  let alg: string | undefined;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    return { ok: false, reason: "malformed", message: "JWT cryptographic operation failed" };
  }
  try {
    const key = alg === "ES256" ? await publicKey : alg === "HS256" ? secretBytes : null;
    if (!key) return { ok: false, reason: "invalid", message: "No suitable key or wrong key type" };
    const { payload } = await jwtVerify(token, key, { algorithms: [alg!], clockTolerance: CLOCK_SKEW_SECONDS });
    const claims = Object.freeze(payload) as JWTPayload & Record<string, unknown>;
    if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return { ok: true, claims };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "ERR_JWT_EXPIRED") return { ok: false, reason: "expired", message: "JWT expired" };
    return { ok: false, reason: "invalid", message: "JWT cryptographic operation failed" };
  }
}

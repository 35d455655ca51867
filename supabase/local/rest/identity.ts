// Who a REST request runs as (PostgREST Auth/Jwt.hs): no token means the anon role; a token is
// verified against the local JWKS and its `role` claim becomes the database role.
import { verifyToken } from "../keys";
import { jwtError, restError } from "./errors";

export type Identity = { role: string; claims: Record<string, unknown> };

/** The roles the `authenticator` login may switch to on hosted Supabase. */
const SWITCHABLE_ROLES = new Set(["anon", "authenticated", "service_role"]);

export async function resolveIdentity(authorization: string | null): Promise<Identity> {
  const match = /^bearer\s+(.*)$/i.exec(authorization?.trim() ?? "");
  const token = match?.[1].trim() ?? "";
  if (token === "") return { role: "anon", claims: { role: "anon" } };

  const result = await verifyToken(token);
  if (!result.ok) throw jwtError(result.reason, result.message);
  const role = typeof result.claims.role === "string" && result.claims.role !== "" ? result.claims.role : "anon";
  return { role, claims: { ...result.claims, role } };
}

/** Fails like Postgres would when `authenticator` tries to become a role it cannot. */
export function assertSwitchable(role: string, roleExists: boolean): void {
  if (SWITCHABLE_ROLES.has(role)) return;
  if (!roleExists) throw restError(401, "22023", `role "${role}" does not exist`);
  throw restError(403, "42501", `permission denied to set role "${role}"`);
}

import { isIP } from "node:net";

/**
 * The visitor's address, from the one header the deployment trusts, or null. Under `next start`
 * any client can send X-Forwarded-For (Next keeps it), so no header is trusted unless a proxy in
 * front sets it: Vercel overwrites x-real-ip itself; elsewhere TRUSTED_CLIENT_IP_HEADER names the
 * header the deployment's own proxy writes. For X-Forwarded-For the last entry is the one that
 * proxy appended; the ones before it came from the client.
 */
export function clientAddress(headers: Pick<Headers, "get">, trustedHeader: string | null): string | null {
  if (!trustedHeader) return null;
  const value = headers.get(trustedHeader);
  if (!value) return null;
  const entries = value.split(",").map((entry) => entry.trim());
  const candidate = trustedHeader.toLowerCase() === "x-forwarded-for" ? entries.at(-1) : entries[0];
  if (!candidate) return null;
  const bare = candidate.replace(/^\[(.*)\](:\d+)?$/, "$1").replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, "$1");
  return isIP(bare) ? bare : null;
}

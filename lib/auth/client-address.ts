import { isIP } from "node:net";

// Any client can send X-Forwarded-For, so only the header a proxy in front writes is trusted;
// of X-Forwarded-For, only the last entry, which that proxy appended.
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

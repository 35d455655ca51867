// redirect_to validation as GoTrue's utilities.IsRedirectURLValid: an address that is not allowed
// silently becomes the site URL.
import { isIP } from "node:net";
import type { LocalConfig } from "../config";

const LOCALHOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1", "0.0.0.0", "[::]", "::"]);

function isLocalhost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return LOCALHOSTS.has(host) || host.endsWith(".localhost");
}

function isLoopbackIp(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) === 4) return host.startsWith("127.");
  if (isIP(host) === 6) return host === "::1" || /^(0{0,4}:){7}0{0,3}1$/.test(host);
  return false;
}

/** Glob with `.` and `/` as separators: `*` stays inside one label or segment, `**` crosses them. */
function globToRegExp(pattern: string): RegExp {
  let source = "";
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === "*" && pattern[i + 1] === "*") {
      source += ".*";
      i++;
    } else if (char === "*") {
      source += "[^./]*";
    } else if (char === "?") {
      source += "[^./]";
    } else {
      source += char.replace(/[\\^$.|+()[\]{}]/g, "\\$&");
    }
  }
  return new RegExp(`^${source}$`);
}

/** The host as written: WHATWG URL would turn "2130706433" into "127.0.0.1", Go's parser does not. */
function rawHostname(candidate: string, parsed: URL): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/i.exec(candidate);
  return match ? match[1].toLowerCase() : parsed.hostname;
}

export function isRedirectUrlValid(config: LocalConfig, candidate: string): boolean {
  if (!candidate) return false;
  let base: URL;
  let target: URL;
  try {
    base = new URL(config.siteUrl);
    target = new URL(candidate);
  } catch {
    return false;
  }
  if (
    base.hostname === rawHostname(candidate, target) &&
    base.protocol === target.protocol &&
    (base.port === target.port || isLocalhost(target.hostname))
  ) {
    return true;
  }
  const hostname = rawHostname(candidate, target);
  if (/^[0-9]+$/.test(hostname)) return false;
  if (isIP(hostname.replace(/^\[|\]$/g, "")) !== 0) return isLoopbackIp(hostname);
  const isHttp = target.protocol === "http:" || target.protocol === "https:";
  if (isHttp && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(hostname)) return false;
  const withoutFragment = candidate.split("#")[0];
  return config.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}

/** The `redirect_to` query parameter, else the Referer header, else the site URL. */
export function resolveRedirect(config: LocalConfig, request: Request, explicit?: string): string {
  const url = new URL(request.url);
  const requested = explicit ?? url.searchParams.get("redirect_to") ?? "";
  if (isRedirectUrlValid(config, requested)) return requested;
  const referrer = request.headers.get("referer") ?? "";
  if (isRedirectUrlValid(config, referrer)) return referrer;
  return config.siteUrl;
}

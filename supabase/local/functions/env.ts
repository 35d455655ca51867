// The environment an edge function sees: the variables the Supabase runtime injects, the local mail
// catcher as SMTP_HOST/SMTP_PORT, secrets from supabase/functions/.env, and extra values from the caller.
import { existsSync, readFileSync } from "node:fs";
import { ANON_KEY, JWT_SECRET, PUBLIC_JWK, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from "../keys";

export function parseDotEnv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith("#")) continue;
    let value = match[2];
    const quoted = /^(['"])(.*)\1$/.exec(value);
    if (quoted) value = quoted[1] === '"' ? quoted[2].replace(/\\n/g, "\n") : quoted[2];
    else value = value.replace(/\s+#.*$/, "");
    values[match[1]] = value;
  }
  return values;
}

export function functionEnvironment(options: {
  gatewayUrl: string;
  functionsDir: string;
  /** The local mail catcher, which functions reach as their SMTP server. */
  smtp: { host: string; port: number } | null;
  extra: Record<string, string>;
}): Record<string, string> {
  const dotEnvFile = `${options.functionsDir}/.env`;
  const secrets = existsSync(dotEnvFile) ? parseDotEnv(readFileSync(dotEnvFile, "utf8")) : {};
  const jwks = {
    keys: [PUBLIC_JWK, { kty: "oct", k: Buffer.from(JWT_SECRET).toString("base64url") }],
  };
  return {
    SUPABASE_URL: options.gatewayUrl,
    SUPABASE_ANON_KEY: ANON_KEY,
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    SUPABASE_DB_URL: "",
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE_KEY }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
    SUPABASE_JWKS: JSON.stringify(jwks),
    ...(options.smtp ? { SMTP_HOST: options.smtp.host, SMTP_PORT: String(options.smtp.port) } : {}),
    ...secrets,
    ...options.extra,
  };
}

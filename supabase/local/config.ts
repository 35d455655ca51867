// Reads supabase/config.toml (the Supabase CLI's format) into the settings the local server uses.
// Environment variables override a few values for tests and scripts.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parse } from "smol-toml";

export type ProviderName = "google" | "apple";

export type LocalConfig = {
  projectId: string;
  port: number;
  /** Where the browser is sent when a redirect_to is missing or not allowed. */
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  enableSignup: boolean;
  emailConfirmations: boolean;
  minimumPasswordLength: number;
  /**
   * bcrypt's cost for new password hashes: GoTrue's 10. The test runs lower it
   * (SUPABASE_AUTH_BCRYPT_COST=4): at 10, each sign-up and sign-in spends about 80 ms of CPU.
   */
  passwordHashCost: number;
  /** `secure_password_change`: a password change needs a session under 24 hours old or a reauthentication nonce. */
  securePasswordChange: boolean;
  /** `double_confirm_changes` (GoTrue's secure email change): an email change needs the links to both addresses. */
  doubleConfirmChanges: boolean;
  /** Hosted "Require current password when updating": the old password travels as `current_password`. */
  requireCurrentPassword: boolean;
  /** `max_frequency`: the least time between two emails of one kind to one user. */
  emailMaxFrequencySeconds: number;
  refreshTokenReuseInterval: number;
  externalProviders: Record<ProviderName, { enabled: boolean }>;
  functions: Record<string, { verifyJwt: boolean }>;
  /** Requests without an apikey are refused, as hosted Supabase does. */
  requireApiKey: boolean;
  /** Largest accepted request body, in bytes. */
  maxBodyBytes: number;
  /** The mail catcher, named after the CLI's Inbucket service. */
  inbucket: { enabled: boolean; smtpPort: number; adminEmail: string; senderName: string };
  /** `[db.vault]`: secret name → value as written (a literal or `env(NAME)`). */
  vaultSecrets: Record<string, string>;
  /** `[auth.email.template.<kind>]` and enabled `[auth.email.notification.<kind>]`: subject and absolute content path. */
  emailTemplates: Record<string, EmailTemplate>;
};

export type EmailTemplate = { subject?: string; contentPath?: string };

export const SUPABASE_DIR = fileURLToPath(new URL("..", import.meta.url));

type Toml = { [key: string]: unknown };

function section(toml: Toml, ...path: string[]): Toml {
  return path.reduce<Toml>((node, key) => (node[key] ?? {}) as Toml, toml);
}

/** A config.toml duration such as "60s", "5m" or "1h". */
function durationSeconds(value: unknown, fallback: number): number {
  const match = /^(\d+)(s|m|h)$/.exec(String(value ?? "").trim());
  if (!match) return fallback;
  return Number(match[1]) * { s: 1, m: 60, h: 3600 }[match[2] as "s" | "m" | "h"];
}

function envFlag(name: string): boolean | undefined {
  const value = process.env[name];
  if (value === undefined || value === "") return undefined;
  return value === "true" || value === "1";
}

/** bcrypt accepts costs from 4 to 31. */
function bcryptCost(value: string | undefined): number {
  if (value === undefined || value === "") return 10;
  const cost = Number(value);
  if (!Number.isInteger(cost) || cost < 4 || cost > 31) {
    throw new Error(`SUPABASE_AUTH_BCRYPT_COST must be a whole number from 4 to 31, not "${value}"`);
  }
  return cost;
}

export function loadConfig(file = `${SUPABASE_DIR}/config.toml`): LocalConfig {
  const toml = parse(readFileSync(file, "utf8")) as Toml;
  const auth = section(toml, "auth");
  const email = section(toml, "auth", "email");
  const external = section(toml, "auth", "external");
  const inbucket = section(toml, "inbucket");
  const functions = Object.fromEntries(
    Object.entries(section(toml, "functions")).map(([name, value]) => [
      name,
      { verifyJwt: (value as Toml).verify_jwt !== false },
    ]),
  );

  return {
    projectId: String(toml.project_id ?? "local"),
    port: Number(process.env.SUPABASE_LOCAL_PORT ?? section(toml, "api").port ?? 54321),
    siteUrl: process.env.SUPABASE_AUTH_SITE_URL ?? String(auth.site_url ?? "http://127.0.0.1:3000"),
    additionalRedirectUrls: (auth.additional_redirect_urls as string[] | undefined) ?? [],
    jwtExpiry: Number(auth.jwt_expiry ?? 3600),
    enableSignup: auth.enable_signup !== false && email.enable_signup !== false,
    emailConfirmations:
      envFlag("SUPABASE_AUTH_EMAIL_CONFIRMATIONS") ?? email.enable_confirmations === true,
    minimumPasswordLength: Number(auth.minimum_password_length ?? 6),
    passwordHashCost: bcryptCost(process.env.SUPABASE_AUTH_BCRYPT_COST),
    securePasswordChange: email.secure_password_change === true,
    doubleConfirmChanges: email.double_confirm_changes !== false,
    requireCurrentPassword: envFlag("SUPABASE_AUTH_REQUIRE_CURRENT_PASSWORD") ?? true,
    emailMaxFrequencySeconds: durationSeconds(email.max_frequency, 60),
    refreshTokenReuseInterval: Number(auth.refresh_token_reuse_interval ?? 10),
    externalProviders: {
      google: { enabled: section(external, "google").enabled === true },
      apple: { enabled: section(external, "apple").enabled === true },
    },
    functions,
    requireApiKey: envFlag("SUPABASE_LOCAL_REQUIRE_APIKEY") ?? true,
    maxBodyBytes: 1024 * 1024,
    inbucket: {
      enabled: inbucket.enabled !== false,
      smtpPort: Number(inbucket.smtp_port ?? 54325),
      adminEmail: String(inbucket.admin_email ?? "admin@email.com"),
      senderName: String(inbucket.sender_name ?? "Admin"),
    },
    vaultSecrets: Object.fromEntries(Object.entries(section(toml, "db", "vault")).map(([name, value]) => [name, String(value)])),
    emailTemplates: emailTemplates(email, file),
  };
}

/** Content paths are relative to the folder that holds supabase/, as in the CLI. */
function emailTemplates(email: Toml, file: string): Record<string, EmailTemplate> {
  const root = fileURLToPath(new URL("..", pathToFileURL(file)));
  const entries = [
    ...Object.entries(section(email, "template")),
    ...Object.entries(section(email, "notification")).filter(([, value]) => (value as Toml).enabled === true),
  ];
  return Object.fromEntries(
    entries.map(([kind, value]) => {
      const { subject, content_path: path } = value as Toml;
      return [kind, { subject: subject === undefined ? undefined : String(subject), contentPath: path ? resolve(root, String(path)) : undefined }];
    }),
  );
}

/** Resolves a config.toml value: `env(NAME)` reads the environment (undefined when unset), anything else is literal. */
export function resolveConfigValue(value: string, env: Record<string, string | undefined>): string | undefined {
  const match = /^env\((\w+)\)$/.exec(value.trim());
  return match ? env[match[1]] : value;
}

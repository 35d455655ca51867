// GET /settings, shaped as GoTrue's Settings struct.
import type { LocalConfig } from "../config";

const OTHER_PROVIDERS = [
  "anonymous_users", "azure", "bitbucket", "discord", "facebook", "snapchat", "figma", "fly", "github",
  "gitlab", "keycloak", "kakao", "linkedin", "linkedin_oidc", "notion", "spotify", "slack", "slack_oidc",
  "workos", "twitch", "twitter", "phone", "zoom",
];

export function settings(config: LocalConfig): Record<string, unknown> {
  const external: Record<string, boolean> = Object.fromEntries(OTHER_PROVIDERS.map((name) => [name, false]));
  external.apple = config.externalProviders.apple.enabled;
  external.google = config.externalProviders.google.enabled;
  external.email = true;
  return {
    external,
    disable_signup: !config.enableSignup,
    mailer_autoconfirm: !config.emailConfirmations,
    phone_autoconfirm: false,
    sms_provider: "twilio",
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  };
}

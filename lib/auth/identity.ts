export type SignInProvider = "google" | "apple";

export const PROVIDER_NAMES: Record<SignInProvider, string> = { google: "Google", apple: "Apple" };

export type Identity = {
  email: string;
  provider: SignInProvider | null;
  name: string | null;
  avatarUrl: string | null;
};

export function signInProviderOf(providers: Iterable<string>): SignInProvider | null {
  const all = new Set(providers);
  if (all.has("email")) return null;
  if (all.has("google")) return "google";
  if (all.has("apple")) return "apple";
  return null;
}

const MAX_NAME_LENGTH = 80;
const INLINE_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[a-z0-9+/]+=*$/i;
const MAX_AVATAR_URL_LENGTH = 16_384;

function text(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, MAX_NAME_LENGTH) : null;
}

export function safeAvatarUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_AVATAR_URL_LENGTH) return null;
  if (INLINE_IMAGE.test(value)) return value;
  try {
    return new URL(value).protocol === "https:" ? value : null;
  } catch {
    return null;
  }
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

export function identityOf(claims: { email?: unknown; app_metadata?: unknown; user_metadata?: unknown }): Identity {
  const app = record(claims.app_metadata);
  const metadata = record(claims.user_metadata);
  const providers = [
    ...(Array.isArray(app.providers) ? app.providers.map(String) : []),
    ...(typeof app.provider === "string" ? [app.provider] : []),
  ];
  const provider = signInProviderOf(providers);
  return {
    email: typeof claims.email === "string" ? claims.email : "",
    provider,
    // user_metadata is the user's to edit: only a provider's name and picture are shown.
    name: provider ? (text(metadata.full_name) ?? text(metadata.name)) : null,
    avatarUrl: provider ? (safeAvatarUrl(metadata.avatar_url) ?? safeAvatarUrl(metadata.picture)) : null,
  };
}

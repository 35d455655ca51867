// The identities the local consent page hands out, shaped like Google's and Apple's ID token claims.
import { createHash } from "node:crypto";
import type { ProviderName } from "../config";

export const PROVIDERS: Record<ProviderName, { label: string; issuer: string }> = {
  google: { label: "Google", issuer: "https://accounts.google.com" },
  apple: { label: "Apple", issuer: "https://appleid.apple.com" },
};

export function isProviderName(name: string): name is ProviderName {
  return Object.hasOwn(PROVIDERS, name);
}

export type Person = { email: string; name: string };

export const SAMPLE_PEOPLE: Person[] = [
  { email: "alex.morgan@example.com", name: "Alex Morgan" },
  { email: "mei.lin@example.com", name: "Mei Lin" },
  { email: "lucia.garcia@example.com", name: "Lucía García" },
];

/** A stable provider subject per address, in the provider's own format. */
function subject(provider: ProviderName, email: string): string {
  const digest = createHash("sha256").update(`${provider}:${email}`).digest("hex");
  if (provider === "google") return (BigInt(`0x${digest.slice(0, 16)}`) % 10n ** 21n).toString().padStart(21, "1");
  return `001${digest.slice(0, 3)}.${digest.slice(0, 32)}.${digest.slice(32, 36)}`;
}

function avatarUrl(name: string): string {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#4f46e5"/><text x="48" y="60" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

export function identityClaims(provider: ProviderName, person: Person): { sub: string; data: Record<string, unknown> } {
  const sub = subject(provider, person.email);
  const common = {
    iss: PROVIDERS[provider].issuer,
    sub,
    name: person.name,
    email: person.email,
    full_name: person.name,
    provider_id: sub,
    email_verified: true,
    phone_verified: false,
  };
  if (provider === "apple") return { sub, data: common };
  const picture = avatarUrl(person.name);
  return { sub, data: { ...common, picture, avatar_url: picture } };
}

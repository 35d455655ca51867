// Signing in with an external identity: find it, link it to the user with the same verified email,
// or create a new user (GoTrue's createAccountFromExternalIdentity).
import type { ProviderName } from "../config";
import type { Transaction } from "../db";
import { unprocessable } from "./errors";
import { uuid } from "./random";
import { addProvider, confirmEmail, insertIdentity, insertUser } from "./user-writes";
import { findUserByEmail } from "./users";

export async function upsertExternalAccount(
  tx: Transaction,
  provider: ProviderName,
  identity: { sub: string; data: Record<string, unknown> },
  enableSignup: boolean,
): Promise<string> {
  const email = String(identity.data.email).toLowerCase();
  const { rows } = await tx.query<{ user_id: string }>(
    `update auth.identities set identity_data = $3, last_sign_in_at = now(), updated_at = now()
      where provider = $1 and provider_id = $2 returning user_id`,
    [provider, identity.sub, JSON.stringify(identity.data)],
  );
  if (rows[0]) return rows[0].user_id;

  const existing = await findUserByEmail(tx, email);
  if (existing) {
    await insertIdentity(tx, { userId: existing.id, provider, providerId: identity.sub, identityData: identity.data });
    await addProvider(tx, existing.id, provider);
    await confirmEmail(tx, existing.id);
    return existing.id;
  }
  if (!enableSignup) throw unprocessable("signup_disabled", "Signups not allowed for this instance");
  const userId = await insertUser(tx, {
    id: uuid(),
    email,
    passwordHash: null,
    confirmed: true,
    provider,
    userMetadata: identity.data,
  });
  await insertIdentity(tx, { userId, provider, providerId: identity.sub, identityData: identity.data });
  return userId;
}

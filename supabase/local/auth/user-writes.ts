// Creating users and identities. Users go in through SQL so the project's triggers on auth.users fire.
import type { Transaction } from "../db";
import { uuid } from "./random";

type Json = Record<string, unknown>;

export type NewUser = {
  id?: string;
  email: string;
  passwordHash: string | null;
  confirmed: boolean;
  provider: string;
  appMetadata?: Json;
  userMetadata: Json;
};

export async function insertUser(tx: Transaction, fields: NewUser): Promise<string> {
  const id = fields.id ?? uuid();
  const appMetadata = { provider: fields.provider, providers: [fields.provider], ...fields.appMetadata };
  await tx.query(
    `insert into auth.users
       (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at,
        confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
             case when $4 then now() end, $5, $6, false, now(), now(), '', '', '', '')`,
    [id, fields.email, fields.passwordHash ?? "", fields.confirmed, JSON.stringify(appMetadata), JSON.stringify(fields.userMetadata)],
  );
  return id;
}

export async function insertIdentity(
  tx: Transaction,
  fields: { userId: string; provider: string; providerId: string; identityData: Json },
): Promise<void> {
  await tx.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, now(), now(), now())`,
    [uuid(), fields.providerId, fields.userId, JSON.stringify(fields.identityData), fields.provider],
  );
}

/** The identity data of an email identity, as GoTrue's provider.Claims for email sign-ups. */
export function emailIdentityData(userId: string, email: string, extra: Json = {}): Json {
  const claims: Json = { sub: userId, email, email_verified: false, phone_verified: false };
  for (const [key, value] of Object.entries(extra)) if (!(key in claims)) claims[key] = value;
  return claims;
}

export async function confirmEmail(tx: Transaction, userId: string): Promise<void> {
  await tx.query(
    `update auth.users
        set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
            raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
            updated_at = now()
      where id = $1`,
    [userId],
  );
}

export async function addProvider(tx: Transaction, userId: string, provider: string): Promise<void> {
  await tx.query(
    `update auth.users
        set raw_app_meta_data = jsonb_set(coalesce(raw_app_meta_data, '{}'::jsonb), '{providers}',
              (select coalesce(jsonb_agg(distinct p order by p), '[]'::jsonb)
                 from (select jsonb_array_elements_text(coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb)) as p
                       union select $2) providers)),
            updated_at = now()
      where id = $1`,
    [userId, provider],
  );
}

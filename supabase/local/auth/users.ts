// auth.users and auth.identities: reading rows and shaping them as GoTrue's User JSON.
import type { Transaction } from "../db";

type Json = Record<string, unknown>;

const ts = (column: string, alias = column.split(".").pop()) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ${alias}`;

export const USER_COLUMNS = [
  "u.id",
  "u.aud",
  "u.role",
  "coalesce(u.email, '') as email",
  "u.encrypted_password",
  "coalesce(u.phone, '') as phone",
  "coalesce(u.confirmation_token, '') as confirmation_token",
  "coalesce(u.raw_app_meta_data, '{}'::jsonb) as app_metadata",
  "coalesce(u.raw_user_meta_data, '{}'::jsonb) as user_metadata",
  "u.is_anonymous",
  "coalesce(u.email_change, '') as email_change",
  "(u.banned_until is not null and u.banned_until > now()) as banned",
  "extract(epoch from u.confirmation_sent_at)::float8 as confirmation_sent_epoch",
  ts("u.email_confirmed_at"),
  ts("u.phone_confirmed_at"),
  ts("u.confirmed_at"),
  ts("u.confirmation_sent_at"),
  ts("u.recovery_sent_at"),
  ts("u.email_change_sent_at"),
  ts("u.last_sign_in_at"),
  ts("u.invited_at"),
  ts("u.banned_until"),
  ts("u.deleted_at"),
  ts("u.created_at"),
  ts("u.updated_at"),
].join(", ");

export type UserRow = {
  id: string;
  aud: string | null;
  role: string | null;
  email: string;
  encrypted_password: string | null;
  phone: string;
  confirmation_token: string;
  app_metadata: Json;
  user_metadata: Json;
  is_anonymous: boolean;
  email_change: string;
  banned: boolean;
  confirmation_sent_epoch: number | null;
  email_confirmed_at: string | null;
  phone_confirmed_at: string | null;
  confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  invited_at: string | null;
  banned_until: string | null;
  deleted_at: string | null;
  created_at: string | null;
  updated_at: string | null;
};

type IdentityRow = {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
};

type FactorRow = { id: string; friendly_name: string | null; factor_type: string; status: string; created_at: string; updated_at: string };

export type User = UserRow & { identities: IdentityRow[]; factors: FactorRow[] };

async function withIdentities(tx: Transaction, row: UserRow | undefined): Promise<User | null> {
  if (!row) return null;
  const { rows } = await tx.query<IdentityRow>(
    `select i.id as identity_id, i.provider_id as id, i.user_id, i.identity_data, i.provider, i.email,
            ${ts("i.last_sign_in_at")}, ${ts("i.created_at")}, ${ts("i.updated_at")}
       from auth.identities i where i.user_id = $1 order by i.created_at, i.id`,
    [row.id],
  );
  const factors = await tx.query<FactorRow>(
    `select id, coalesce(friendly_name, '') as friendly_name, factor_type, status, ${ts("created_at")}, ${ts("updated_at")}
       from auth.mfa_factors where user_id = $1 order by created_at, id`,
    [row.id],
  );
  return { ...row, identities: rows, factors: factors.rows };
}

export async function findUserById(tx: Transaction, id: string): Promise<User | null> {
  if (!isUuid(id)) return null;
  const { rows } = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users u where u.id = $1`, [id]);
  return withIdentities(tx, rows[0]);
}

export async function findUserByEmail(tx: Transaction, email: string): Promise<User | null> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u
      where lower(u.email) = lower($1) and u.is_sso_user = false
      order by u.created_at limit 1`,
    [email],
  );
  return withIdentities(tx, rows[0]);
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** Go's RFC 3339 with nanoseconds drops trailing zeros of the fraction. */
function goTime(value: string | null): string | undefined {
  if (value === null) return undefined;
  return value.replace(/\.?0+Z$/, "Z");
}

function withoutUndefined(object: Json): Json {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

export function userJson(user: User): Json {
  return withoutUndefined({
    id: user.id,
    aud: user.aud ?? "",
    role: user.role ?? "",
    email: user.email,
    email_confirmed_at: goTime(user.email_confirmed_at),
    phone: user.phone,
    phone_confirmed_at: goTime(user.phone_confirmed_at),
    confirmation_sent_at: goTime(user.confirmation_sent_at),
    confirmed_at: goTime(user.confirmed_at),
    recovery_sent_at: goTime(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: goTime(user.email_change_sent_at),
    last_sign_in_at: goTime(user.last_sign_in_at),
    invited_at: goTime(user.invited_at),
    app_metadata: user.app_metadata,
    user_metadata: user.user_metadata,
    identities: user.identities.map((identity) =>
      withoutUndefined({
        identity_id: identity.identity_id,
        id: identity.id,
        user_id: identity.user_id,
        identity_data: identity.identity_data,
        provider: identity.provider,
        last_sign_in_at: goTime(identity.last_sign_in_at),
        created_at: goTime(identity.created_at),
        updated_at: goTime(identity.updated_at),
        email: identity.email ?? undefined,
      }),
    ),
    factors: user.factors.length
      ? user.factors.map((factor) => ({ ...factor, created_at: goTime(factor.created_at), updated_at: goTime(factor.updated_at) }))
      : undefined,
    created_at: goTime(user.created_at),
    updated_at: goTime(user.updated_at),
    banned_until: goTime(user.banned_until),
    deleted_at: goTime(user.deleted_at),
    is_anonymous: user.is_anonymous,
  });
}

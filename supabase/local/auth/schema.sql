-- Auth server state next to auth.users: sessions, rotating refresh tokens and PKCE flow state. Runs
-- at every start (idempotent), as the superuser, after bootstrap.sql.

create table if not exists auth.sessions (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  refreshed_at timestamptz,
  aal text not null default 'aal1',
  amr jsonb not null default '[]'::jsonb,
  user_agent text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id varchar(255) not null,
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  parent varchar(255),
  session_id uuid not null references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

create table if not exists auth.flow_state (
  id uuid not null primary key,
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null unique,
  code_challenge_method text check (code_challenge_method in ('s256', 'plain')),
  code_challenge text,
  provider_type text not null,
  authentication_method text not null,
  redirect_to text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  auth_code_issued_at timestamptz
);
create index if not exists flow_state_user_id_idx on auth.flow_state (user_id, authentication_method);

-- Multi-factor authentication, as GoTrue's tables (text where hosted has enums). Row-level security
-- policies read auth.mfa_factors as `authenticated` (Supabase's restrictive aal2 pattern).
create table if not exists auth.mfa_factors (
  id uuid not null primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp', 'webauthn', 'phone')),
  status text not null check (status in ('unverified', 'verified')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  secret text,
  phone text,
  last_challenged_at timestamptz unique
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index if not exists mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id)
  where trim(friendly_name) <> '';

create table if not exists auth.mfa_challenges (
  id uuid not null primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address inet
);

alter table auth.sessions add column if not exists factor_id uuid;

alter table auth.mfa_factors owner to supabase_auth_admin;
alter table auth.mfa_challenges owner to supabase_auth_admin;
grant all on auth.mfa_factors, auth.mfa_challenges to postgres, service_role;
grant select on auth.mfa_factors to authenticated;

alter table auth.sessions owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;
alter table auth.flow_state owner to supabase_auth_admin;
grant all on auth.sessions, auth.refresh_tokens, auth.flow_state to postgres, service_role;

-- Auth server state next to auth.users: sessions, rotating refresh tokens and PKCE flow state. Runs
-- once, as the superuser, after bootstrap.sql.

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

alter table auth.sessions owner to supabase_auth_admin;
alter table auth.refresh_tokens owner to supabase_auth_admin;
alter table auth.flow_state owner to supabase_auth_admin;
grant all on auth.sessions, auth.refresh_tokens, auth.flow_state to postgres, service_role;

-- Account security: password reset requests are throttled like sign-ins (lib/auth/throttle.ts), and
-- two-factor sign-in is enforced by the database.

alter table public.auth_attempts drop constraint auth_attempts_kind_check;
alter table public.auth_attempts add constraint auth_attempts_kind_check check (kind in ('password', 'sign_up', 'recovery'));

-- Two-factor sign-in. Once a user has a verified factor, every table asks for an aal2 session:
-- Supabase's restrictive-policy pattern, so a stolen password alone reads and writes nothing, even
-- through the REST API. Users without a factor keep working at aal1.
-- A token without an aal claim counts as aal1, the lowest level, never as more.
do $$
declare
  t record;
begin
  for t in select tablename from pg_catalog.pg_tables where schemaname = 'public' loop
    execute format(
      $policy$create policy "Two-factor users need an aal2 session" on public.%I as restrictive to authenticated
        using (
          array[coalesce((select auth.jwt() ->> 'aal'), 'aal1')] <@ (
            select case when count(id) > 0 then array['aal2'] else array['aal1', 'aal2'] end
              from auth.mfa_factors
             where (select auth.uid()) = user_id and status = 'verified'
          )
        )$policy$,
      t.tablename
    );
  end loop;
end;
$$;

-- Recovery codes: 10 per user, stored as SHA-256 of user id and code (lib/auth/recovery-codes.ts),
-- each used once. Only the Next server reaches them, with the secret key: a code stands in for the
-- authenticator, so it must never be readable or guessable through a user's own token.
create table public.mfa_recovery_codes (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  used_at timestamptz,
  created_at timestamptz not null default now(),
  unique (user_id, code_hash)
);
alter table public.mfa_recovery_codes enable row level security;
revoke all on table public.mfa_recovery_codes from public, anon, authenticated;
create policy "Two-factor users need an aal2 session" on public.mfa_recovery_codes as restrictive to authenticated
  using (
    array[coalesce((select auth.jwt() ->> 'aal'), 'aal1')] <@ (
      select case when count(id) > 0 then array['aal2'] else array['aal1', 'aal2'] end
        from auth.mfa_factors
       where (select auth.uid()) = user_id and status = 'verified'
    )
  );

-- Replaces a user's codes with a new set (turning two-factor on, or asking for new codes).
create function public.replace_mfa_recovery_codes(p_user_id uuid, p_hashes text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(array_length(p_hashes, 1), 0) <> 10 then
    raise exception 'exactly 10 recovery codes' using errcode = '22023';
  end if;
  delete from public.mfa_recovery_codes where user_id = p_user_id;
  insert into public.mfa_recovery_codes (user_id, code_hash) select p_user_id, unnest(p_hashes);
end;
$$;

-- Uses one code: true once for a matching unused code, false for anything else.
create function public.use_mfa_recovery_code(p_user_id uuid, p_hash text)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with used as (
    update public.mfa_recovery_codes set used_at = now()
     where user_id = p_user_id and code_hash = p_hash and used_at is null
    returning 1
  )
  select exists (select 1 from used);
$$;

create function public.forget_mfa_recovery_codes(p_user_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.mfa_recovery_codes where user_id = p_user_id;
$$;

revoke all on function public.replace_mfa_recovery_codes(uuid, text[]) from public, anon, authenticated;
revoke all on function public.use_mfa_recovery_code(uuid, text) from public, anon, authenticated;
revoke all on function public.forget_mfa_recovery_codes(uuid) from public, anon, authenticated;
grant execute on function public.replace_mfa_recovery_codes(uuid, text[]) to service_role;
grant execute on function public.use_mfa_recovery_code(uuid, text) to service_role;
grant execute on function public.forget_mfa_recovery_codes(uuid) to service_role;

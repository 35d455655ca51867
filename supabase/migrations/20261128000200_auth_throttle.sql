-- The app's own sign-in and sign-up throttle (lib/auth/throttle.ts decides; these only count).
-- Only the Next server calls them, with the project's secret key: a caller who could pick the
-- client address could fill another visitor's bucket.

create table public.auth_attempts (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('password', 'sign_up')),
  -- md5 of the lower-cased address: enough to group attempts, without a list of typed emails.
  account text not null check (account ~ '^[0-9a-f]{32}$'),
  address text check (char_length(address) <= 45),
  attempted_at timestamptz not null default now()
);

create index auth_attempts_account_idx on public.auth_attempts (kind, account, attempted_at);
create index auth_attempts_address_idx on public.auth_attempts (kind, address, attempted_at);
create index auth_attempts_attempted_at_idx on public.auth_attempts (attempted_at);

alter table public.auth_attempts enable row level security;
revoke all on table public.auth_attempts from public, anon, authenticated;

-- Counted attempts within the window, per (account, address), per address and per account, with
-- the database's clock so that the app's wait time does not depend on its own.
create function public.auth_attempt_counts(p_kind text, p_email text, p_address text, p_window_seconds integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with recent as (
    select account, address, attempted_at
      from public.auth_attempts
     where kind = p_kind
       and attempted_at > now() - make_interval(secs => least(greatest(p_window_seconds, 1), 86400))
       and (account = md5(lower(btrim(p_email))) or address = nullif(p_address, ''))
  )
  select jsonb_build_object(
    'now', extract(epoch from now()),
    'pair', (select count(*) from recent where account = md5(lower(btrim(p_email))) and address = nullif(p_address, '')),
    'pair_oldest', (select extract(epoch from min(attempted_at)) from recent
                     where account = md5(lower(btrim(p_email))) and address = nullif(p_address, '')),
    'address', (select count(*) from recent where address = nullif(p_address, '')),
    'address_oldest', (select extract(epoch from min(attempted_at)) from recent where address = nullif(p_address, '')),
    'account', (select count(*) from recent where account = md5(lower(btrim(p_email)))),
    'account_latest', (select extract(epoch from max(attempted_at)) from recent where account = md5(lower(btrim(p_email))))
  );
$$;

-- Counts one attempt (a wrong password, or any sign-up). A right password clears that account's
-- count from that address, so a user who mistyped is not slowed on the next visit.
create function public.note_auth_attempt(p_kind text, p_email text, p_address text, p_counted boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_counted then
    insert into public.auth_attempts (kind, account, address)
    values (p_kind, md5(lower(btrim(p_email))), nullif(p_address, ''));
  else
    delete from public.auth_attempts
     where kind = p_kind and account = md5(lower(btrim(p_email)))
       and address is not distinct from nullif(p_address, '');
  end if;
  delete from public.auth_attempts where attempted_at < now() - interval '1 day';
end;
$$;

revoke all on function public.auth_attempt_counts(text, text, text, integer) from public, anon, authenticated;
revoke all on function public.note_auth_attempt(text, text, text, boolean) from public, anon, authenticated;
grant execute on function public.auth_attempt_counts(text, text, text, integer) to service_role;
grant execute on function public.note_auth_attempt(text, text, text, boolean) to service_role;

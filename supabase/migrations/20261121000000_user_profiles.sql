-- Profiles, one per auth user, created by a trigger on sign-up. A profile with deleted_at set is a
-- soft-deleted account: row-level security on every table checks public.is_active_user().

create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

revoke all on function public.set_updated_at() from public, anon, authenticated;

create table public.user_profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text null,
  nickname text null,
  default_currency text not null default 'TWD',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz null,
  constraint user_profiles_email_check
    check (email is null or (email ~ '^\S+$' and char_length(email) <= 320)),
  constraint user_profiles_nickname_check
    check (nickname is null or (nickname ~ '^\S(.*\S)?$' and char_length(nickname) <= 100)),
  constraint user_profiles_default_currency_check
    check (default_currency in ('TWD', 'USD', 'EUR', 'JPY', 'GBP', 'CNY'))
);

create trigger set_updated_at
  before update on public.user_profiles
  for each row execute function public.set_updated_at();

create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.user_profiles (id, email, default_currency)
  values (new.id, nullif(new.email, ''), 'TWD')
  on conflict (id) do nothing;
  return new;
end;
$$;

revoke all on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Runs as its owner so that policies on user_profiles itself can call it without recursing.
create function public.is_active_user()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_profiles
    where id = (select auth.uid()) and deleted_at is null
  );
$$;

revoke all on function public.is_active_user() from public, anon;
grant execute on function public.is_active_user() to authenticated, service_role;

-- Not forced: the table owner reads it inside is_active_user().
alter table public.user_profiles enable row level security;

revoke all on table public.user_profiles from public, anon, authenticated;
grant select, insert, update on table public.user_profiles to authenticated;
grant all on table public.user_profiles to service_role;

create policy "Users read their own active profile"
  on public.user_profiles for select to authenticated
  using (id = (select auth.uid()) and (select public.is_active_user()));

create policy "Users create their own profile"
  on public.user_profiles for insert to authenticated
  with check (id = (select auth.uid()) and deleted_at is null);

-- The old row must be active, so a soft-deleted profile can change nothing, deleted_at included.
create policy "Users update their own active profile"
  on public.user_profiles for update to authenticated
  using (id = (select auth.uid()) and (select public.is_active_user()))
  with check (id = (select auth.uid()));

-- The profile's email is the account's sign-in email: the auth server confirmed it, and changes it
-- only once both the old and the new address have followed their link. Triggers keep the copy, so
-- no one can point the app's mail at an address its owner never confirmed.
-- Closing an account is close_my_account(); purge_closed_accounts() erases what was closed more
-- than 30 days ago, every night (support can restore an account until then: README).

create function public.profile_email_from_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.email := (select nullif(u.email, '') from auth.users u where u.id = new.id);
  return new;
end;
$$;

revoke all on function public.profile_email_from_account() from public, anon, authenticated;

create trigger profile_email_from_account
  before insert or update on public.user_profiles
  for each row execute function public.profile_email_from_account();

create function public.copy_account_email_to_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.user_profiles set email = nullif(new.email, '') where id = new.id;
  return new;
end;
$$;

revoke all on function public.copy_account_email_to_profile() from public, anon, authenticated;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row
  when (old.email is distinct from new.email)
  execute function public.copy_account_email_to_profile();

-- Contact addresses set before this migration give way to the sign-in email.
update public.user_profiles p
set email = nullif(u.email, '')
from auth.users u
where u.id = p.id and p.email is distinct from nullif(u.email, '');

alter table public.user_profiles drop constraint user_profiles_email_check;
alter table public.user_profiles add constraint user_profiles_email_check
  check (email is null or (char_length(email) <= 320 and email ~ '^[^\s,;<>@"]+@[^\s,;<>@"]+$'));

-- Users write only what the settings form edits; deleted_at moves through close_my_account().
revoke insert, update on table public.user_profiles from authenticated;
grant insert (id, nickname, default_currency) on table public.user_profiles to authenticated;
grant update (nickname, default_currency) on table public.user_profiles to authenticated;

-- The app asks for the password (or a fresh Google/Apple sign-in) before calling it. A second call
-- keeps the first date, so the grace period never restarts.
create function public.close_my_account()
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_closed timestamptz;
begin
  if v_user is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  insert into public.user_profiles as p (id, default_currency, deleted_at)
  values (v_user, 'TWD', now())
  on conflict (id) do update set deleted_at = coalesce(p.deleted_at, now())
  returning p.deleted_at into v_closed;
  return v_closed;
end;
$$;

revoke all on function public.close_my_account() from public, anon;
grant execute on function public.close_my_account() to authenticated;

-- Deleting the auth user erases everything: every table's rows reference it on delete cascade.
create function public.purge_closed_accounts(p_now timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_purged integer;
begin
  delete from auth.users u
  using public.user_profiles p
  where p.id = u.id and p.deleted_at <= p_now - interval '30 days';
  get diagnostics v_purged = row_count;
  return v_purged;
end;
$$;

revoke all on function public.purge_closed_accounts(timestamptz) from public, anon, authenticated;
grant execute on function public.purge_closed_accounts(timestamptz) to service_role;

create extension if not exists pg_cron with schema pg_catalog;

select cron.schedule('purge-closed-accounts', '41 3 * * *', $$ select public.purge_closed_accounts(); $$);

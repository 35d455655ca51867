-- Rules a user's own token could get round through the REST API.

-- Import items are written by the import functions only, from the rows they really created or
-- changed: a client writing them itself could store up to 64 KB of anything per row, without end.
-- The functions carry a setting no request can set; the trigger asks for it.
delete from public.import_batch_items where kind not in ('created', 'updated', 'category_created');
alter table public.import_batch_items
  add constraint import_batch_items_kind_values_check check (kind in ('created', 'updated', 'category_created'));

create function public.import_items_come_from_imports()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if coalesce(current_setting('app.writing_import', true), '') <> 'on' then
    raise exception using errcode = '42501', message = 'import items are written by the import functions';
  end if;
  return new;
end;
$$;

revoke all on function public.import_items_come_from_imports() from public, anon, authenticated;

create trigger import_items_come_from_imports before insert on public.import_batch_items
  for each row execute function public.import_items_come_from_imports();

alter function public.import_subscriptions(uuid, jsonb, text) set app.writing_import = 'on';
alter function public.import_categories(uuid, jsonb) set app.writing_import = 'on';

-- An undone import stays undone: its subscriptions are gone, and undoing it again would not bring them back.
create function public.keep_imports_undone()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  raise exception using errcode = '42501', message = 'an undone import stays undone';
end;
$$;

revoke all on function public.keep_imports_undone() from public, anon, authenticated;

create trigger keep_imports_undone before update of undone_at on public.import_batches
  for each row
  when (old.undone_at is not null and new.undone_at is distinct from old.undone_at)
  execute function public.keep_imports_undone();

-- A payment or reminder setting names one of the writer's own subscriptions. Checked before the
-- row's unique keys, which would otherwise answer first, and so tell a user whether another user's
-- subscription has a payment on a given day or its own reminder settings.
create function public.subscription_is_writers()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  -- A row written in someone else's name is row-level security's to refuse, which it does next.
  if (select auth.uid()) is not null and new.user_id is distinct from (select auth.uid()) then
    return new;
  end if;
  if not exists (select 1 from public.subscriptions s where s.id = new.subscription_id and s.user_id = new.user_id) then
    raise exception using errcode = '23503', message = 'subscription not found';
  end if;
  return new;
end;
$$;

revoke all on function public.subscription_is_writers() from public, anon, authenticated;

create trigger subscription_is_writers before insert or update of subscription_id, user_id on public.subscription_payments
  for each row execute function public.subscription_is_writers();
create trigger subscription_is_writers before insert or update of subscription_id, user_id on public.subscription_reminders
  for each row execute function public.subscription_is_writers();

-- Closing an account asks for the same session as reading it: with two-factor sign-in on, a
-- password alone (an aal1 session) does not close it. The function bypasses the tables' policies,
-- so it checks the level itself.
create or replace function public.close_my_account()
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
  if coalesce(auth.jwt() ->> 'aal', 'aal1') <> 'aal2'
     and exists (select 1 from auth.mfa_factors f where f.user_id = v_user and f.status = 'verified') then
    raise exception 'Two-factor sign-in needed' using errcode = '42501';
  end if;
  insert into public.user_profiles as p (id, default_currency, deleted_at)
  values (v_user, 'TWD', now())
  on conflict (id) do update set deleted_at = coalesce(p.deleted_at, now())
  returning p.deleted_at into v_closed;
  return v_closed;
end;
$$;

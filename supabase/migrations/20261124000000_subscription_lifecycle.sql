-- The lifecycle of a subscription, and details people keep with it.
--   active     billed on its cycle;
--   trial      free until trial_ends_on, then billed at its price;
--   paused     not billed from paused_on;
--   cancelled  not billed from cancelled_on.
-- One-time purchases are the cycle 'once': bought on the start date, never renewed.
-- Existing rows become active and keep every other value.

alter table public.subscriptions
  add column status text not null default 'active',
  add column trial_ends_on date null,
  add column paused_on date null,
  add column cancelled_on date null,
  add column notes text null,
  add column website_url text null,
  add column payment_method text null;

alter table public.subscriptions
  add constraint subscriptions_status_check
    check (status in ('active', 'trial', 'paused', 'cancelled')),
  -- Each status carries exactly its own date.
  add constraint subscriptions_trial_ends_on_check
    check ((status = 'trial') = (trial_ends_on is not null) and (trial_ends_on is null or trial_ends_on >= start_date)),
  add constraint subscriptions_paused_on_check
    check ((status = 'paused') = (paused_on is not null)),
  add constraint subscriptions_cancelled_on_check
    check ((status = 'cancelled') = (cancelled_on is not null)),
  add constraint subscriptions_notes_check
    check (notes is null or char_length(notes) <= 2000),
  add constraint subscriptions_website_url_check
    check (website_url is null or (char_length(website_url) <= 2048 and website_url ~* '^https?://[^\s/?#]+[^\s]*$')),
  add constraint subscriptions_payment_method_check
    check (payment_method is null or (payment_method ~ '^\S(.*\S)?$' and char_length(payment_method) <= 100));

alter table public.subscriptions drop constraint subscriptions_cycle_check;
alter table public.subscriptions add constraint subscriptions_cycle_check check (
  case
    when cycle in ('30days', '6months', '1year', 'once') then true
    when cycle ~ '^custom:days:[1-9][0-9]{0,3}$' then split_part(cycle, ':', 3)::integer <= 3650
    when cycle ~ '^custom:months:[1-9][0-9]{0,2}$' then split_part(cycle, ':', 3)::integer <= 120
    when cycle ~ '^custom:years:[1-9][0-9]?$' then split_part(cycle, ':', 3)::integer <= 10
    else false
  end
);

alter table public.subscriptions add constraint subscriptions_once_check check (cycle <> 'once' or not auto_renew);

create index subscriptions_user_id_status_idx on public.subscriptions (user_id, status);

-- Finished pauses, so that spending history can leave them out once the subscription resumes.
create table public.subscription_pauses (
  id bigint generated always as identity primary key,
  subscription_id bigint not null,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  paused_on date not null,
  resumed_on date not null,
  created_at timestamptz not null default now(),
  constraint subscription_pauses_dates_check check (resumed_on >= paused_on),
  constraint subscription_pauses_subscription_fkey
    foreign key (subscription_id, user_id)
    references public.subscriptions (id, user_id)
    on delete cascade
);

create index subscription_pauses_subscription_id_idx on public.subscription_pauses (subscription_id, user_id);
create index subscription_pauses_user_id_idx on public.subscription_pauses (user_id);

alter table public.subscription_pauses enable row level security;
alter table public.subscription_pauses force row level security;

revoke all on table public.subscription_pauses from public, anon, authenticated;
grant select, insert, delete on table public.subscription_pauses to authenticated;
grant all on table public.subscription_pauses to service_role;
revoke all on sequence public.subscription_pauses_id_seq from public, anon, authenticated;
grant usage, select on sequence public.subscription_pauses_id_seq to service_role;

create policy "Users read their own pauses"
  on public.subscription_pauses for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));

-- Restoring a backup brings its pauses back.
create policy "Users record their own pauses"
  on public.subscription_pauses for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_active_user()));

create policy "Users delete their own pauses"
  on public.subscription_pauses for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));

-- Resuming a paused subscription records the pause, whatever wrote the row. The resume date is
-- the day it resumes in UTC, but never before the pause began. SECURITY DEFINER: users only read
-- their pauses; the row is always the subscription owner's.
create function public.record_finished_pause()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.status = 'paused' and new.status <> 'paused' then
    insert into public.subscription_pauses (subscription_id, user_id, paused_on, resumed_on)
    values (old.id, old.user_id, old.paused_on, greatest(old.paused_on, current_date));
  end if;
  return new;
end;
$$;

revoke all on function public.record_finished_pause() from public, anon, authenticated;

create trigger record_finished_pause
  after update of status on public.subscriptions
  for each row execute function public.record_finished_pause();

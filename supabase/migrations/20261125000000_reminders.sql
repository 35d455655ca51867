-- Renewal reminders and price alerts, sent as one digest per user per day.
--
--   reminder_settings       each user's channels, send hour, time zone, language and default lead times
--   subscription_reminders  a subscription's own lead times, or reminders off, or "remind me to cancel"
--   reminder_digests        one row per user and local day: claimed before the email goes out
--   reminder_deliveries     one row per reminder (subscription, kind, occurrence, lead time, channel),
--                           claimed before it is sent, so nothing is sent twice and failures are retried
--   reminder_snoozes        "not now" and "no more for this renewal", from the email's links
--   reminder_links          the email's one-click links, stored as hashes of their tokens
--   reminder_checks         the local day on which a user was last found to have nothing due, until
--                           their data changes (so each 15-minute run plans only who may need an email)
--
-- Users read and change their own settings and overrides and read their own history; only the
-- send-reminders function (service role) writes digests and deliveries, and links are reached only
-- through public.use_reminder_link().

create table public.reminder_settings (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  email_enabled boolean not null default true,
  price_alerts boolean not null default true,
  send_hour smallint not null default 9,
  time_zone text not null default 'UTC',
  -- Follows the browser until the user picks a zone in settings.
  time_zone_auto boolean not null default true,
  locale text not null default 'en',
  -- Follows the language the app is used in until the user picks one in settings.
  locale_auto boolean not null default true,
  lead_days smallint[] not null default '{14,3,0}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reminder_settings_send_hour_check check (send_hour between 0 and 23),
  constraint reminder_settings_time_zone_check check (time_zone ~ '^[A-Za-z0-9_+\-/]{1,64}$'),
  constraint reminder_settings_locale_check check (locale in ('en', 'zh-TW', 'es')),
  constraint reminder_settings_lead_days_check check (
    cardinality(lead_days) <= 10 and 0 <= all (lead_days) and 365 >= all (lead_days)
  )
);

create trigger set_updated_at
  before update on public.reminder_settings
  for each row execute function public.set_updated_at();

create table public.subscription_reminders (
  subscription_id bigint primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  enabled boolean not null default true,
  -- null: the user's default lead times.
  lead_days smallint[] null,
  remind_to_cancel boolean not null default false,
  updated_at timestamptz not null default now(),
  constraint subscription_reminders_lead_days_check check (
    lead_days is null or (cardinality(lead_days) <= 10 and 0 <= all (lead_days) and 365 >= all (lead_days))
  ),
  constraint subscription_reminders_subscription_fkey
    foreign key (subscription_id, user_id) references public.subscriptions (id, user_id) on delete cascade
);

create index subscription_reminders_user_id_idx on public.subscription_reminders (user_id);

create trigger set_updated_at
  before update on public.subscription_reminders
  for each row execute function public.set_updated_at();

create table public.reminder_digests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  local_date date not null,
  channel text not null default 'email',
  -- A test sent from settings: outside the one-a-day rule, and it delivers no reminders.
  is_test boolean not null default false,
  status text not null default 'claimed',
  attempts integer not null default 1,
  item_count integer not null default 0,
  claimed_at timestamptz not null default now(),
  sent_at timestamptz null,
  error text null,
  provider_message_id text null,
  constraint reminder_digests_channel_check check (channel in ('email', 'push')),
  constraint reminder_digests_status_check check (status in ('claimed', 'sent', 'failed')),
  constraint reminder_digests_error_check check (error is null or char_length(error) <= 1000)
);

create unique index reminder_digests_user_day_key on public.reminder_digests (user_id, local_date, channel) where not is_test;
create index reminder_digests_user_id_idx on public.reminder_digests (user_id, claimed_at desc);

create table public.reminder_deliveries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  subscription_id bigint not null,
  kind text not null,
  occurrence_date date not null,
  lead_days smallint not null,
  channel text not null default 'email',
  status text not null default 'claimed',
  digest_id uuid null references public.reminder_digests (id) on delete set null,
  attempts integer not null default 1,
  claimed_at timestamptz not null default now(),
  sent_at timestamptz null,
  error text null,
  constraint reminder_deliveries_kind_check check (kind in ('renewal', 'price_change', 'trial_end', 'cancel_by')),
  constraint reminder_deliveries_channel_check check (channel in ('email', 'push')),
  constraint reminder_deliveries_status_check check (status in ('claimed', 'sent', 'failed', 'skipped')),
  constraint reminder_deliveries_lead_days_check check (lead_days between 0 and 365),
  constraint reminder_deliveries_error_check check (error is null or char_length(error) <= 1000),
  constraint reminder_deliveries_once_key unique (subscription_id, kind, occurrence_date, lead_days, channel),
  constraint reminder_deliveries_subscription_fkey
    foreign key (subscription_id, user_id) references public.subscriptions (id, user_id) on delete cascade
);

create index reminder_deliveries_user_id_idx on public.reminder_deliveries (user_id, claimed_at desc);
create index reminder_deliveries_digest_id_idx on public.reminder_deliveries (digest_id);

create table public.reminder_snoozes (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  subscription_id bigint not null,
  kind text not null,
  occurrence_date date not null,
  -- Nothing before this day; null with `stopped` means nothing more for this occurrence.
  until_date date null,
  stopped boolean not null default false,
  created_at timestamptz not null default now(),
  constraint reminder_snoozes_kind_check check (kind in ('renewal', 'price_change', 'trial_end', 'cancel_by')),
  constraint reminder_snoozes_what_check check (stopped or until_date is not null),
  constraint reminder_snoozes_occurrence_key unique (subscription_id, kind, occurrence_date),
  constraint reminder_snoozes_subscription_fkey
    foreign key (subscription_id, user_id) references public.subscriptions (id, user_id) on delete cascade
);

create index reminder_snoozes_user_id_idx on public.reminder_snoozes (user_id);

create table public.reminder_links (
  token_hash text primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  digest_id uuid null references public.reminder_digests (id) on delete set null,
  action text not null,
  subscription_id bigint null,
  kind text null,
  occurrence_date date null,
  -- A snooze's day: the reminder comes back in that day's digest.
  snooze_until date null,
  -- The language of the email, for the page the link opens.
  locale text not null default 'en',
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz null,
  constraint reminder_links_token_hash_check check (token_hash ~ '^[0-9a-f]{64}$'),
  constraint reminder_links_locale_check check (locale in ('en', 'zh-TW', 'es')),
  constraint reminder_links_action_check check (
    (action = 'snooze' and subscription_id is not null and kind is not null and occurrence_date is not null and snooze_until is not null)
    or (action = 'stop' and subscription_id is not null and kind is not null and occurrence_date is not null)
    or action = 'unsubscribe'
  ),
  constraint reminder_links_subscription_fkey
    foreign key (subscription_id, user_id) references public.subscriptions (id, user_id) on delete cascade
);

create index reminder_links_user_id_idx on public.reminder_links (user_id);
create index reminder_links_expires_at_idx on public.reminder_links (expires_at);

create table public.reminder_checks (
  user_id uuid primary key references auth.users (id) on delete cascade,
  checked_on date not null,
  checked_at timestamptz not null default now()
);

-- Every profile gets its settings, existing ones included.
insert into public.reminder_settings (user_id) select id from public.user_profiles on conflict do nothing;

create function public.create_reminder_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.reminder_settings (user_id) values (new.id) on conflict do nothing;
  return new;
end;
$$;

revoke all on function public.create_reminder_settings() from public, anon, authenticated;

create trigger create_reminder_settings
  after insert on public.user_profiles
  for each row execute function public.create_reminder_settings();

-- Row-level security: own rows only; history is read-only to its owner.
alter table public.reminder_settings enable row level security;
alter table public.reminder_settings force row level security;
alter table public.subscription_reminders enable row level security;
alter table public.subscription_reminders force row level security;
alter table public.reminder_digests enable row level security;
alter table public.reminder_digests force row level security;
alter table public.reminder_deliveries enable row level security;
alter table public.reminder_deliveries force row level security;
alter table public.reminder_snoozes enable row level security;
alter table public.reminder_snoozes force row level security;
alter table public.reminder_links enable row level security;
alter table public.reminder_links force row level security;
alter table public.reminder_checks enable row level security;
alter table public.reminder_checks force row level security;

revoke all on table public.reminder_settings, public.subscription_reminders, public.reminder_digests,
  public.reminder_deliveries, public.reminder_snoozes, public.reminder_links, public.reminder_checks
  from public, anon, authenticated;
grant select, insert, update on table public.reminder_settings to authenticated;
grant select, insert, update, delete on table public.subscription_reminders to authenticated;
grant select on table public.reminder_digests, public.reminder_deliveries to authenticated;
grant select, delete on table public.reminder_snoozes to authenticated;
grant all on table public.reminder_settings, public.subscription_reminders, public.reminder_digests,
  public.reminder_deliveries, public.reminder_snoozes, public.reminder_links, public.reminder_checks to service_role;
revoke all on sequence public.reminder_snoozes_id_seq from public, anon, authenticated;
grant usage, select on sequence public.reminder_snoozes_id_seq to service_role;

create policy "Users read their own reminder settings"
  on public.reminder_settings for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));
create policy "Users create their own reminder settings"
  on public.reminder_settings for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_active_user()));
create policy "Users change their own reminder settings"
  on public.reminder_settings for update to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()))
  with check (user_id = (select auth.uid()));

create policy "Users read their own subscription reminders"
  on public.subscription_reminders for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));
create policy "Users set their own subscription reminders"
  on public.subscription_reminders for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_active_user()));
create policy "Users change their own subscription reminders"
  on public.subscription_reminders for update to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()))
  with check (user_id = (select auth.uid()));
create policy "Users remove their own subscription reminders"
  on public.subscription_reminders for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));

create policy "Users read their own digests"
  on public.reminder_digests for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));
create policy "Users read their own reminder history"
  on public.reminder_deliveries for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));
create policy "Users read their own snoozes"
  on public.reminder_snoozes for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));
create policy "Users remove their own snoozes"
  on public.reminder_snoozes for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));

-- Superseded: reminder_dispatch_batch, claim_reminder_digest and claim_test_reminder_digest are now
-- defined by 20261128000100_dispatch_isolation.sql.
-- Web push: reminders as notifications on the user's browsers and devices, a second channel beside
-- email.
--
--   push_subscriptions          one row per browser or device that turned push on in settings: its
--                               push service endpoint and the keys its messages are encrypted for
--                               (RFC 8291). Push is on for a user exactly while they have a row; there
--                               is no separate switch. The send-reminders function deletes a row when
--                               the push service answers 404 or 410, and when sending to it has failed
--                               for 30 days without a success (lib/push/prune.ts).
--   record_push_results         what each send to a device did: a success, a failure, or removal
--
-- The dispatch functions now serve both channels. A day's email digest and its push digest are
-- claimed apart (reminder_digests and reminder_deliveries are unique per channel), so one failing
-- never blocks or repeats the other, and two concurrent runs claim each of them once.

create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  endpoint text not null,
  -- The browser's P-256 public key (65 bytes, uncompressed) and its 16-byte auth secret, base64url.
  p256dh text not null,
  auth text not null,
  -- "Chrome on Android": what settings call the device.
  device_label text null,
  created_at timestamptz not null default now(),
  last_success_at timestamptz null,
  last_failure_at timestamptz null,
  -- The first failure since the last success: the device is removed 30 days after it.
  failing_since timestamptz null,
  failure_count integer not null default 0,
  constraint push_subscriptions_endpoint_key unique (endpoint),
  -- HTTPS only; plain HTTP just for a push service on this machine, which the function refuses
  -- unless told it runs locally (PUSH_ALLOW_LOOPBACK_ENDPOINTS).
  constraint push_subscriptions_endpoint_check check (
    char_length(endpoint) <= 2048
    and (
      endpoint ~ '^https://[A-Za-z0-9.-]+(:[0-9]{1,5})?/[!-~]*$'
      or endpoint ~ '^http://(127\.0\.0\.1|localhost)(:[0-9]{1,5})?/[!-~]*$'
    )
  ),
  constraint push_subscriptions_p256dh_check check (p256dh ~ '^B[A-Za-z0-9_-]{86}$'),
  constraint push_subscriptions_auth_check check (auth ~ '^[A-Za-z0-9_-]{22}$'),
  constraint push_subscriptions_device_label_check check (
    device_label is null or char_length(device_label) between 1 and 100
  ),
  constraint push_subscriptions_failure_count_check check (failure_count >= 0)
);

create index push_subscriptions_user_id_idx on public.push_subscriptions (user_id);

-- Each device is a message per reminder day: a few per person, not thousands.
create function public.limit_push_subscriptions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(new.user_id::text, 7));
  if (select count(*) from public.push_subscriptions where user_id = new.user_id) >= 20 then
    raise exception 'at most 20 devices may receive push notifications'
      using errcode = 'check_violation', constraint = 'push_subscriptions_per_user_check';
  end if;
  return new;
end;
$$;

revoke all on function public.limit_push_subscriptions() from public, anon, authenticated;

create trigger limit_push_subscriptions
  before insert on public.push_subscriptions
  for each row execute function public.limit_push_subscriptions();

-- A new device may have reminders due today that email already delivered: plan the user again.
create trigger forget_reminder_check after insert on public.push_subscriptions
  for each row execute function public.forget_reminder_check();

alter table public.push_subscriptions enable row level security;
alter table public.push_subscriptions force row level security;

revoke all on table public.push_subscriptions from public, anon, authenticated;
grant select, insert, delete on table public.push_subscriptions to authenticated;
grant all on table public.push_subscriptions to service_role;

create policy "Users see their own devices"
  on public.push_subscriptions for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));
create policy "Users add their own devices"
  on public.push_subscriptions for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_active_user()));
create policy "Users remove their own devices"
  on public.push_subscriptions for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));

-- The batch now reads users due on either channel, says which channels are due, and carries the
-- user's devices and the deliveries of both channels.
create or replace function public.reminder_dispatch_batch(
  p_now timestamptz,
  p_after uuid default null,
  p_limit integer default 200,
  p_user_id uuid default null
)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  -- Walks the settings in user order and stops at p_limit candidates, so each batch costs the same
  -- however many users come before it.
  with zones as materialized (
    select name from pg_catalog.pg_timezone_names
  ),
  candidates as (
    select s.user_id, s.send_hour, s.time_zone, s.locale, s.lead_days, s.price_alerts, p.nickname,
           coalesce(nullif(p.email, ''), u.email) as email, clock.local_time, due.email_due, due.push_due
      from public.reminder_settings s
      join public.user_profiles p on p.id = s.user_id and p.deleted_at is null
      join auth.users u on u.id = s.user_id
      -- An unknown zone (one this database does not know) counts as UTC, as in the function.
      cross join lateral (
        select p_now at time zone (case when s.time_zone in (select name from zones) then s.time_zone else 'UTC' end) as local_time
      ) clock
      -- A channel is due while it is on and its digest for this day or a later one (the clock may
      -- have jumped back) is not sent, under way, or out of attempts: one look at the digests for both.
      cross join lateral (
        select coalesce(bool_or(d.channel = 'email'), false) as email,
               coalesce(bool_or(d.channel = 'push'), false) as push
          from public.reminder_digests d
         where d.user_id = s.user_id
           and not d.is_test
           and d.local_date >= clock.local_time::date
           and (
             d.status = 'sent'
             or (d.status = 'claimed' and d.claimed_at > now() - interval '15 minutes')
             or (d.status = 'failed' and d.attempts >= 5)
           )
      ) settled
      cross join lateral (
        select
          s.email_enabled and coalesce(nullif(p.email, ''), u.email) is not null and not settled.email as email_due,
          exists (select 1 from public.push_subscriptions ps where ps.user_id = s.user_id) and not settled.push as push_due
      ) due
     where case
             when p_user_id is not null then s.user_id = p_user_id
             else p_after is null or s.user_id > p_after
           end
       and (
         p_user_id is not null
         or (
           extract(hour from clock.local_time) >= s.send_hour
           and (due.email_due or due.push_due)
           and not exists (
             select 1 from public.reminder_checks k where k.user_id = s.user_id and k.checked_on >= clock.local_time::date
           )
         )
       )
     order by s.user_id
     limit greatest(1, least(p_limit, 1000))
  )
  select coalesce(jsonb_agg(
    jsonb_build_object(
      'user_id', c.user_id,
      'email', c.email,
      'nickname', c.nickname,
      'time_zone', c.time_zone,
      'send_hour', c.send_hour,
      'locale', c.locale,
      'lead_days', to_jsonb(c.lead_days),
      'price_alerts', c.price_alerts,
      'email_due', c.email_due,
      'push_due', c.push_due,
      'push_devices', (
        select coalesce(jsonb_agg(jsonb_build_object(
                 'id', ps.id, 'endpoint', ps.endpoint, 'p256dh', ps.p256dh, 'auth', ps.auth,
                 'failing_since', ps.failing_since) order by ps.created_at, ps.id), '[]'::jsonb)
          from public.push_subscriptions ps
         where ps.user_id = c.user_id and (c.push_due or p_user_id is not null)
      ),
      'subscriptions', (
        select coalesce(jsonb_agg(jsonb_build_object(
                 'id', s.id, 'name', s.name, 'price', s.price, 'currency', s.currency,
                 'start_date', s.start_date, 'end_date', s.end_date, 'cycle', s.cycle, 'auto_renew', s.auto_renew,
                 'status', s.status, 'trial_ends_on', s.trial_ends_on, 'paused_on', s.paused_on,
                 'cancelled_on', s.cancelled_on, 'updated_at', s.updated_at) order by s.id), '[]'::jsonb)
          from public.subscriptions s
         where s.user_id = c.user_id and s.cycle <> 'once'
      ),
      'price_changes', (
        select coalesce(jsonb_agg(jsonb_build_object(
                 'id', pc.id, 'subscription_id', pc.subscription_id, 'old_price', pc.old_price,
                 'new_price', pc.new_price, 'effective_date', pc.effective_date, 'created_at', pc.created_at) order by pc.id), '[]'::jsonb)
          from public.subscription_price_changes pc
         where pc.user_id = c.user_id
      ),
      'overrides', (
        select coalesce(jsonb_agg(jsonb_build_object(
                 'subscription_id', o.subscription_id, 'enabled', o.enabled, 'lead_days', to_jsonb(o.lead_days),
                 'remind_to_cancel', o.remind_to_cancel)), '[]'::jsonb)
          from public.subscription_reminders o
         where o.user_id = c.user_id
      ),
      'deliveries', (
        select coalesce(jsonb_agg(jsonb_build_object(
                 'subscription_id', r.subscription_id, 'kind', r.kind, 'occurrence_date', r.occurrence_date,
                 'lead_days', r.lead_days, 'channel', r.channel, 'status', r.status, 'attempts', r.attempts,
                 'stale', r.status = 'claimed' and r.claimed_at < now() - interval '15 minutes')), '[]'::jsonb)
          from public.reminder_deliveries r
         where r.user_id = c.user_id and r.occurrence_date >= c.local_time::date
      ),
      'snoozes', (
        select coalesce(jsonb_agg(jsonb_build_object(
                 'subscription_id', z.subscription_id, 'kind', z.kind, 'occurrence_date', z.occurrence_date,
                 'until_date', z.until_date, 'stopped', z.stopped)), '[]'::jsonb)
          from public.reminder_snoozes z
         where z.user_id = c.user_id and z.occurrence_date >= c.local_time::date
      )
    ) order by c.user_id), '[]'::jsonb)
    from candidates c;
$$;

-- Claims one user's digest on one channel (p_claim ->> 'channel', email when absent) and each
-- reminder in it. Returns null when there is nothing to send: the account was closed or the channel
-- turned off since the batch was read, the day is sent or under way on that channel, or every
-- reminder changed or was claimed elsewhere meanwhile.
create or replace function public.claim_reminder_digest(p_claim jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := (p_claim ->> 'user_id')::uuid;
  v_date date := (p_claim ->> 'local_date')::date;
  v_locale text := coalesce(p_claim ->> 'locale', 'en');
  v_channel text := coalesce(p_claim ->> 'channel', 'email');
  v_digest uuid;
  v_attempt integer;
  v_claimed jsonb;
begin
  if v_channel not in ('email', 'push') then
    raise exception 'unknown channel %', v_channel using errcode = 'invalid_parameter_value';
  end if;

  perform 1
     from public.reminder_settings s
     join public.user_profiles p on p.id = s.user_id
    where s.user_id = v_user
      and p.deleted_at is null
      and case
            when v_channel = 'email' then s.email_enabled
            else exists (select 1 from public.push_subscriptions ps where ps.user_id = s.user_id)
          end
      for update of s;
  if not found then
    return null;
  end if;

  if exists (
    select 1 from public.reminder_digests d
     where d.user_id = v_user and d.channel = v_channel and not d.is_test and d.local_date > v_date and d.status <> 'failed'
  ) then
    return null;
  end if;

  insert into public.reminder_digests as d (user_id, local_date, channel)
  values (v_user, v_date, v_channel)
  on conflict (user_id, local_date, channel) where not is_test do update
     set status = 'claimed', attempts = d.attempts + 1, claimed_at = now(), error = null
   where (d.status = 'failed' and d.attempts < 5)
      or (d.status = 'claimed' and d.claimed_at < now() - interval '15 minutes')
  returning d.id, d.attempts into v_digest, v_attempt;
  if v_digest is null then
    return null;
  end if;

  -- Only what the batch read: a subscription or price change edited or deleted since is planned
  -- again on the next run, so no message describes a subscription as it no longer is.
  with items as (
    select (i ->> 'subscription_id')::bigint as subscription_id, i ->> 'kind' as kind,
           (i ->> 'occurrence_date')::date as occurrence_date, (i ->> 'lead_days')::smallint as lead_days,
           (i ->> 'updated_at')::timestamptz as updated_at, (i ->> 'price_change_id')::bigint as price_change_id,
           coalesce(i -> 'links', '[]'::jsonb) as links
      from jsonb_array_elements(coalesce(p_claim -> 'items', '[]'::jsonb)) as i
  ),
  unchanged as (
    select items.*
      from items
      join public.subscriptions s on s.id = items.subscription_id and s.user_id = v_user and s.updated_at = items.updated_at
     where items.kind <> 'price_change'
        or exists (
          select 1 from public.subscription_price_changes c
           where c.id = items.price_change_id and c.user_id = v_user
             and c.subscription_id = items.subscription_id and c.effective_date = items.occurrence_date
        )
  ),
  claimed as (
    insert into public.reminder_deliveries as r (user_id, subscription_id, kind, occurrence_date, lead_days, channel, digest_id)
    select v_user, subscription_id, kind, occurrence_date, lead_days, v_channel, v_digest from unchanged
    on conflict (subscription_id, kind, occurrence_date, lead_days, channel) do update
       set status = 'claimed', digest_id = excluded.digest_id, attempts = r.attempts + 1, claimed_at = now(), error = null
     where (r.status = 'failed' and r.attempts < 5)
        or (r.status = 'claimed' and (r.digest_id = excluded.digest_id or r.claimed_at < now() - interval '15 minutes'))
    returning r.subscription_id, r.kind, r.occurrence_date, r.lead_days
  ),
  linked as (
    insert into public.reminder_links
      (token_hash, user_id, digest_id, action, subscription_id, kind, occurrence_date, snooze_until, locale, expires_at)
    select l ->> 'hash', v_user, v_digest, l ->> 'action', c.subscription_id, c.kind, c.occurrence_date,
           (l ->> 'snooze_until')::date, v_locale, (c.occurrence_date + 1)::timestamptz
      from claimed c
      join unchanged u using (subscription_id, kind, occurrence_date, lead_days)
      cross join lateral jsonb_array_elements(u.links) as l
    on conflict (token_hash) do nothing
  )
  select coalesce(jsonb_agg(jsonb_build_object('subscription_id', subscription_id, 'kind', kind,
                                               'occurrence_date', occurrence_date, 'lead_days', lead_days)), '[]'::jsonb)
    into v_claimed
    from claimed;

  -- Lead times passed over for a more urgent one of the same occurrence are never sent later.
  insert into public.reminder_deliveries (user_id, subscription_id, kind, occurrence_date, lead_days, channel, status, attempts, digest_id)
  select v_user, (k ->> 'subscription_id')::bigint, k ->> 'kind', (k ->> 'occurrence_date')::date,
         (k ->> 'lead_days')::smallint, v_channel, 'skipped', 0, v_digest
    from jsonb_array_elements(coalesce(p_claim -> 'skipped', '[]'::jsonb)) as k
   where exists (
     select 1 from public.subscriptions s
      where s.id = (k ->> 'subscription_id')::bigint and s.user_id = v_user
        and s.updated_at = (k ->> 'updated_at')::timestamptz
   )
  on conflict (subscription_id, kind, occurrence_date, lead_days, channel) do nothing;

  if jsonb_array_length(v_claimed) = 0 then
    delete from public.reminder_digests where id = v_digest;
    return null;
  end if;

  update public.reminder_digests set item_count = jsonb_array_length(v_claimed) where id = v_digest;
  if p_claim ->> 'unsubscribe_hash' is not null then
    insert into public.reminder_links (token_hash, user_id, digest_id, action, locale, expires_at)
    values (p_claim ->> 'unsubscribe_hash', v_user, v_digest, 'unsubscribe', v_locale,
            greatest(now(), (p_claim ->> 'now')::timestamptz) + interval '1 year')
    on conflict (token_hash) do nothing;
  end if;

  return jsonb_build_object('user_id', v_user, 'channel', v_channel, 'digest_id', v_digest, 'attempt', v_attempt, 'claimed', v_claimed);
end;
$$;

-- The settings page's tests, now per channel: at most one a minute and ten a day on each. A push
-- test has no unsubscribe link.
drop function public.claim_test_reminder_digest(uuid, date, text, text);

create function public.claim_test_reminder_digest(
  p_user_id uuid,
  p_local_date date,
  p_unsubscribe_hash text,
  p_locale text,
  p_channel text default 'email'
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_last timestamptz;
  v_today integer;
  v_digest uuid;
begin
  if p_channel is null or p_channel not in ('email', 'push') then
    raise exception 'unknown channel %', p_channel using errcode = 'invalid_parameter_value';
  end if;
  perform 1
     from public.reminder_settings s
     join public.user_profiles p on p.id = s.user_id
    where s.user_id = p_user_id and p.deleted_at is null
      for update of s;
  if not found then
    return jsonb_build_object('status', 'not_found');
  end if;
  select max(claimed_at), count(*) filter (where claimed_at > now() - interval '1 day')
    into v_last, v_today
    from public.reminder_digests
   where user_id = p_user_id and is_test and channel = p_channel and claimed_at > now() - interval '1 day';
  if v_last > now() - interval '1 minute' or v_today >= 10 then
    return jsonb_build_object('status', 'rate_limited',
      'retry_after', greatest(1, ceil(extract(epoch from (
        case when v_today >= 10 then (select min(claimed_at) from public.reminder_digests
                                       where user_id = p_user_id and is_test and channel = p_channel
                                         and claimed_at > now() - interval '1 day') + interval '1 day'
             else v_last + interval '1 minute' end) - now()))::integer));
  end if;
  insert into public.reminder_digests (user_id, local_date, channel, is_test)
  values (p_user_id, p_local_date, p_channel, true)
  returning id into v_digest;
  if p_unsubscribe_hash is not null then
    insert into public.reminder_links (token_hash, user_id, digest_id, action, locale, expires_at)
    values (p_unsubscribe_hash, p_user_id, v_digest, 'unsubscribe', p_locale, now() + interval '1 year')
    on conflict (token_hash) do nothing;
  end if;
  return jsonb_build_object('status', 'claimed', 'digest_id', v_digest, 'attempt', 1);
end;
$$;

-- p_results: [{id, sent, remove, at}], one per device a run sent to; `at` is the run's instant.
create function public.record_push_results(p_results jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  with results as (
    select r.id, r.sent, r.remove, r.at
      from jsonb_to_recordset(p_results) as r(id uuid, sent boolean, remove boolean, at timestamptz)
  ),
  removed as (
    delete from public.push_subscriptions ps
     using results r
     where ps.id = r.id and r.remove
    returning ps.id
  )
  update public.push_subscriptions ps
     set last_success_at = case when r.sent then r.at else ps.last_success_at end,
         last_failure_at = case when r.sent then ps.last_failure_at else r.at end,
         failing_since = case when r.sent then null else coalesce(ps.failing_since, r.at) end,
         failure_count = case when r.sent then 0 else ps.failure_count + 1 end
    from results r
   where ps.id = r.id and not r.remove;
$$;

revoke all on function public.claim_test_reminder_digest(uuid, date, text, text, text) from public, anon, authenticated;
revoke all on function public.record_push_results(jsonb) from public, anon, authenticated;
grant execute on function public.claim_test_reminder_digest(uuid, date, text, text, text) to service_role;
grant execute on function public.record_push_results(jsonb) to service_role;

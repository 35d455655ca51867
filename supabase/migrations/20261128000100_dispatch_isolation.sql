-- Dispatch that no user's data can stop, and that reaches a million users inside the 15 minutes
-- between runs (docs/reminders-at-scale.md).
--
--   reminder_digests.next_attempt_at  a failed digest is tried again no sooner than this: 15 minutes
--                               after its first attempt, then 30, 60 and 120 (five attempts in all).
--                               It counts from the run's own instant, so a run at a chosen `now`
--                               (tests, catch-up) sees the same schedule as the clock would.
--   fail_reminder_digests       records a digest the dispatcher could not even plan for a user (a
--                               fixed code, never the error's text), so the user's history shows it
--                               and the backoff above applies to it as to a failed send
--   reminder_dispatch_batch     now stops adding users once their rows pass a budget (at least one
--                               user a batch), stays within a shard's upper bound (p_until), skips
--                               digests still backing off, and reads the recipient from the account:
--                               auth.users.email, confirmed, never user_profiles.email
--   send_reminders_fanout       what the cron job runs: one send-reminders call per shard of user
--                               ids, all at once through pg_net

alter table public.reminder_digests add column next_attempt_at timestamptz null;

drop function public.reminder_dispatch_batch(timestamptz, uuid, integer, uuid);

-- Rows counted against p_max_rows are the rows a user adds to the JSON: subscriptions, price changes,
-- overrides, deliveries and snoozes still to come, and push devices. A user at every quota of the
-- data_rules migration must fit one call: the send-reminders function passes a budget that
-- `npm run bench` shows keeps one call under half an Edge Function's CPU and memory.
create function public.reminder_dispatch_batch(
  p_now timestamptz,
  p_after uuid default null,
  p_limit integer default 200,
  p_user_id uuid default null,
  p_until uuid default null,
  p_max_rows integer default 10000
)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with zones as materialized (
    select name from pg_catalog.pg_timezone_names
  ),
  candidates as (
    select s.user_id, s.send_hour, s.time_zone, s.locale, s.lead_days, s.price_alerts, p.nickname,
           recipient.email, clock.local_time, due.email_due, due.push_due
      from public.reminder_settings s
      join public.user_profiles p on p.id = s.user_id and p.deleted_at is null
      -- Only the address the account signed in with and confirmed; without one, push alone.
      left join auth.users recipient
        on recipient.id = s.user_id and recipient.email_confirmed_at is not null and recipient.email <> ''
      cross join lateral (
        select p_now at time zone (case when s.time_zone in (select name from zones) then s.time_zone else 'UTC' end) as local_time
      ) clock
      -- A channel is settled for the day while its digest is sent, under way, backing off after a
      -- failure, or out of attempts.
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
             or (d.status = 'failed' and (d.attempts >= 5 or d.next_attempt_at > p_now))
           )
      ) settled
      cross join lateral (
        select
          s.email_enabled and recipient.email is not null and not settled.email as email_due,
          exists (select 1 from public.push_subscriptions ps where ps.user_id = s.user_id) and not settled.push as push_due
      ) due
     where case
             when p_user_id is not null then s.user_id = p_user_id
             else (p_after is null or s.user_id > p_after) and (p_until is null or s.user_id <= p_until)
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
  ),
  weighed as (
    select c.*, w.row_count, sum(w.row_count) over (order by c.user_id) as running
      from candidates c
      cross join lateral (
        select (select count(*) from public.subscriptions s where s.user_id = c.user_id and s.cycle <> 'once')
             + (select count(*) from public.subscription_price_changes pc where pc.user_id = c.user_id)
             + (select count(*) from public.subscription_reminders o where o.user_id = c.user_id)
             + (select count(*) from public.reminder_deliveries r where r.user_id = c.user_id and r.occurrence_date >= c.local_time::date)
             + (select count(*) from public.reminder_snoozes z where z.user_id = c.user_id and z.occurrence_date >= c.local_time::date)
             + (select count(*) from public.push_subscriptions ps where ps.user_id = c.user_id and (c.push_due or p_user_id is not null))
             as row_count
      ) w
  ),
  chosen as (
    select * from weighed where running - row_count < greatest(1, p_max_rows)
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
    from chosen c;
$$;

-- The claim respects the backoff and, for email, the confirmed sign-in address.
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
  v_now timestamptz := coalesce((p_claim ->> 'now')::timestamptz, now());
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
            when v_channel = 'email' then s.email_enabled and exists (
              select 1 from auth.users u where u.id = s.user_id and u.email is not null and u.email_confirmed_at is not null
            )
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

  insert into public.reminder_digests as d (user_id, local_date, channel, next_attempt_at)
  values (v_user, v_date, v_channel, v_now + interval '15 minutes')
  on conflict (user_id, local_date, channel) where not is_test do update
     set status = 'claimed', attempts = d.attempts + 1, claimed_at = now(), error = null,
         next_attempt_at = v_now + interval '15 minutes' * power(2, d.attempts)
   where (d.status = 'failed' and d.attempts < 5 and coalesce(d.next_attempt_at, '-infinity') <= v_now)
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


-- p_failures: [{user_id, channel, local_date, now, error}], `now` being the run's instant. Only the
-- codes of a failure before any send; a send's own outcome goes through finish_reminder_digests.
create function public.fail_reminder_digests(p_failures jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.reminder_digests as d (user_id, local_date, channel, status, attempts, error, next_attempt_at)
  select f.user_id, f.local_date, f.channel, 'failed', 1,
         case when f.error in ('plan_failed', 'render_failed') then f.error else 'plan_failed' end,
         f.now + interval '15 minutes'
    from jsonb_to_recordset(p_failures) as f(user_id uuid, channel text, local_date date, now timestamptz, error text)
    join public.user_profiles p on p.id = f.user_id and p.deleted_at is null
   where f.channel in ('email', 'push')
  on conflict (user_id, local_date, channel) where not is_test do update
     set status = 'failed', attempts = d.attempts + 1, claimed_at = now(), error = excluded.error,
         next_attempt_at = excluded.next_attempt_at + interval '15 minutes' * (power(2, d.attempts) - 1)
   where (d.status = 'failed' and d.attempts < 5 and coalesce(d.next_attempt_at, '-infinity') <= excluded.next_attempt_at - interval '15 minutes')
      or (d.status = 'claimed' and d.claimed_at < now() - interval '15 minutes');
$$;

-- A test email goes to the confirmed sign-in address too: without one there is nothing to send.
create or replace function public.claim_test_reminder_digest(
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
      and (
        p_channel = 'push'
        or exists (select 1 from auth.users u where u.id = s.user_id and u.email_confirmed_at is not null and u.email <> '')
      )
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

-- One call per shard, in parallel: shard i of n holds the user ids whose first 32 bits fall in
-- [i·2³²/n, (i+1)·2³²/n), sent as the exclusive lower bound `after` and the inclusive upper bound
-- `until` the function's cursor already understands. A shard with more users than one call takes
-- chains on by itself, so n sets how much runs at once, not what gets done. pg_net waits longer
-- than a call may run (a 60 s time budget and its last batch), so no first call is cut short.
create function public.send_reminders_fanout(p_calls integer default 4)
returns bigint[]
language sql
volatile
security definer
set search_path = ''
as $$
  with settings as (
    select (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') as project_url,
           (select decrypted_secret from vault.decrypted_secrets where name = 'reminders_secret') as secret,
           greatest(1, least(p_calls, 256)) as n
  ),
  shards as (
    select i,
           case when i = 0 then null
                else lpad(to_hex((i * 4294967296::bigint / s.n) - 1), 8, '0') || '-ffff-ffff-ffff-ffffffffffff' end as after_id,
           case when i = s.n - 1 then null
                else lpad(to_hex(((i + 1) * 4294967296::bigint / s.n) - 1), 8, '0') || '-ffff-ffff-ffff-ffffffffffff' end as until_id
      from settings s, generate_series(0, s.n - 1) as i
  )
  select array_agg(net.http_post(
           url := s.project_url || '/functions/v1/send-reminders',
           headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || s.secret),
           body := jsonb_strip_nulls(jsonb_build_object('chain', true, 'after', sh.after_id, 'until', sh.until_id)),
           timeout_milliseconds := 120000
         ) order by sh.i)
    from shards sh, settings s;
$$;

revoke all on function public.reminder_dispatch_batch(timestamptz, uuid, integer, uuid, uuid, integer) from public, anon, authenticated;
revoke all on function public.fail_reminder_digests(jsonb) from public, anon, authenticated;
revoke all on function public.send_reminders_fanout(integer) from public, anon, authenticated, service_role;
grant execute on function public.reminder_dispatch_batch(timestamptz, uuid, integer, uuid, uuid, integer) to service_role;
grant execute on function public.fail_reminder_digests(jsonb) to service_role;

-- The job of the send_reminders_job migration, now fanned out (same name: this replaces it).
select cron.schedule('send-reminders', '*/15 * * * *', $$ select public.send_reminders_fanout(4); $$);

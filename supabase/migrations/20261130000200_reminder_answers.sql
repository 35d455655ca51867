-- Reminders you answer. Each reminder of a charge carries one-tap "Paid", "Paid a different amount"
-- and "Skipped" links, signed and single-use like the snooze and stop links; manual renewals get one
-- "overdue" reminder when a charge stays unanswered.
--
--   reminder_links            three more actions, with the amount and currency the email showed
--   'overdue'                 a reminder kind: a manual renewal's charge unanswered OVERDUE_AFTER_DAYS
--                             after its date (lib/payments/charge-state.ts), reminded once, at most
--                             10 days after the charge (lib/reminders/schedule/overdue.ts holds the
--                             same number)
--   reminder_dispatch_batch   also reads the payments of the charges it may remind about, and the
--                             deliveries and snoozes of the 10 days before today, counted in the budget
--   claim_reminder_digest     claims no reminder of a charge answered since the batch was read, and
--                             keeps an answer link valid 45 days after the charge
--   use_reminder_link         applies an answer: writes the charge's payment (source 'reminder') once;
--                             a charge answered already, in the app or by another link, is left alone

alter table public.reminder_links
  add column amount numeric(13, 3) null,
  add column currency text null;

alter table public.reminder_links drop constraint reminder_links_action_check;
alter table public.reminder_links add constraint reminder_links_action_check check (
  (action = 'snooze' and subscription_id is not null and kind is not null and occurrence_date is not null and snooze_until is not null)
  or (action = 'stop' and subscription_id is not null and kind is not null and occurrence_date is not null)
  or (action in ('paid', 'paid_other', 'skipped') and subscription_id is not null and kind is not null
      and occurrence_date is not null and amount is not null and currency is not null)
  or action = 'unsubscribe'
);
alter table public.reminder_links add constraint reminder_links_amount_check
  check (amount >= 0 and amount <> 'NaN' and amount = round(amount, public.currency_decimals(currency)));
alter table public.reminder_links add constraint reminder_links_currency_check check (public.is_known_currency(currency));

alter table public.reminder_deliveries drop constraint reminder_deliveries_kind_check;
alter table public.reminder_deliveries add constraint reminder_deliveries_kind_check
  check (kind in ('renewal', 'price_change', 'trial_end', 'cancel_by', 'overdue'));
alter table public.reminder_snoozes drop constraint reminder_snoozes_kind_check;
alter table public.reminder_snoozes add constraint reminder_snoozes_kind_check
  check (kind in ('renewal', 'price_change', 'trial_end', 'cancel_by', 'overdue'));

drop function public.reminder_dispatch_batch(timestamptz, uuid, integer, uuid, uuid, integer);

-- Rows counted against p_max_rows as in the dispatch_isolation migration, plus the payments read.
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
             + (select count(*) from public.reminder_deliveries r where r.user_id = c.user_id and r.occurrence_date >= c.local_time::date - 10)
             + (select count(*) from public.reminder_snoozes z where z.user_id = c.user_id and z.occurrence_date >= c.local_time::date - 10)
             + (select count(*) from public.subscription_payments sp where sp.user_id = c.user_id
                   and sp.due_on between c.local_time::date - 10 and c.local_time::date + 365)
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
         where r.user_id = c.user_id and r.occurrence_date >= c.local_time::date - 10
      ),
      'snoozes', (
        select coalesce(jsonb_agg(jsonb_build_object(
                 'subscription_id', z.subscription_id, 'kind', z.kind, 'occurrence_date', z.occurrence_date,
                 'until_date', z.until_date, 'stopped', z.stopped)), '[]'::jsonb)
          from public.reminder_snoozes z
         where z.user_id = c.user_id and z.occurrence_date >= c.local_time::date - 10
      ),
      'payments', (
        select coalesce(jsonb_agg(jsonb_build_object(
                 'subscription_id', sp.subscription_id, 'due_on', sp.due_on, 'state', sp.state)), '[]'::jsonb)
          from public.subscription_payments sp
         where sp.user_id = c.user_id and sp.due_on between c.local_time::date - 10 and c.local_time::date + 365
      )
    ) order by c.user_id), '[]'::jsonb)
    from chosen c;
$$;

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
     where (
             items.kind <> 'price_change'
             or exists (
          select 1 from public.subscription_price_changes c
           where c.id = items.price_change_id and c.user_id = v_user
             and c.subscription_id = items.subscription_id and c.effective_date = items.occurrence_date
           )
           )
       -- A charge answered since the batch was read is not reminded about.
       and (
             items.kind = 'price_change'
             or not exists (
               select 1 from public.subscription_payments sp
                where sp.subscription_id = items.subscription_id and sp.due_on = items.occurrence_date
             )
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
      (token_hash, user_id, digest_id, action, subscription_id, kind, occurrence_date, snooze_until, amount, currency,
       locale, expires_at)
    select l ->> 'hash', v_user, v_digest, l ->> 'action', c.subscription_id, c.kind, c.occurrence_date,
           (l ->> 'snooze_until')::date, (l ->> 'amount')::numeric, l ->> 'currency', v_locale,
           -- An answer is still welcome after the charge; a snooze or stop is not.
           case when l ->> 'action' in ('paid', 'paid_other', 'skipped')
                then (greatest(c.occurrence_date, (v_now at time zone 'UTC')::date) + 45)::timestamptz
                else (c.occurrence_date + 1)::timestamptz end
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



drop function public.use_reminder_link(text, boolean);

-- Replaced by 20261130000400_reminder_answer_rates.sql, which freezes the answer's exchange rate.
-- As before for snooze, stop and unsubscribe. An answer (p_amount: the amount of "paid a different
-- amount") writes the charge's payment once: the link row is locked, so of two confirmations at once
-- the second sees it used, and the charge's unique key leaves an answer given meanwhile in the app alone.
create function public.use_reminder_link(p_token text, p_apply boolean default false, p_amount numeric default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_link public.reminder_links;
  v_name text;
  v_status text;
  v_answered text;
  v_amount numeric;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{32,128}$' then
    return jsonb_build_object('status', 'invalid');
  end if;
  select * into v_link
    from public.reminder_links
   where token_hash = encode(pg_catalog.sha256(convert_to(p_token, 'UTF8')), 'hex')
     for update;
  if not found or not exists (select 1 from public.user_profiles where id = v_link.user_id and deleted_at is null) then
    return jsonb_build_object('status', 'invalid');
  end if;
  select name into v_name from public.subscriptions where id = v_link.subscription_id and user_id = v_link.user_id;
  if v_link.action in ('paid', 'paid_other', 'skipped') then
    select sp.state into v_answered
      from public.subscription_payments sp
     where sp.subscription_id = v_link.subscription_id and sp.due_on = v_link.occurrence_date
       and sp.user_id = v_link.user_id;
  end if;

  if v_link.used_at is not null then
    v_status := 'done';
  elsif v_answered is not null then
    v_status := 'answered';
  elsif v_link.expires_at < now() then
    v_status := 'expired';
  elsif not p_apply then
    v_status := 'ready';
  elsif v_link.action in ('paid', 'paid_other', 'skipped') then
    v_amount := case v_link.action when 'paid' then v_link.amount when 'paid_other' then p_amount end;
    if v_link.action = 'paid_other' and (
      p_amount is null or p_amount < 0 or p_amount >= 10000000000 or p_amount = 'NaN'
      or p_amount <> round(p_amount, public.currency_decimals(v_link.currency))
    ) then
      v_status := 'bad_amount';
    else
      insert into public.subscription_payments (user_id, subscription_id, due_on, state, paid_on, amount, currency, source)
      select v_link.user_id, v_link.subscription_id, v_link.occurrence_date,
             case when v_link.action = 'skipped' then 'skipped' else 'paid' end,
             case when v_link.action = 'skipped' then null else v_link.occurrence_date end,
             v_amount, case when v_link.action = 'skipped' then null else v_link.currency end, 'reminder'
        from public.subscriptions s
       where s.id = v_link.subscription_id and s.user_id = v_link.user_id
      on conflict (subscription_id, due_on) do nothing;
      if found then
        update public.reminder_links set used_at = now() where token_hash = v_link.token_hash;
        v_status := 'applied';
      else
        v_status := case when v_name is null then 'invalid' else 'answered' end;
      end if;
    end if;
  else
    if v_link.action = 'unsubscribe' then
      update public.reminder_settings set email_enabled = false where user_id = v_link.user_id;
    elsif v_link.action = 'stop' then
      insert into public.reminder_snoozes (user_id, subscription_id, kind, occurrence_date, until_date, stopped)
      values (v_link.user_id, v_link.subscription_id, v_link.kind, v_link.occurrence_date, null, true)
      on conflict (subscription_id, kind, occurrence_date) do update set stopped = true, until_date = null;
    else
      insert into public.reminder_snoozes as z (user_id, subscription_id, kind, occurrence_date, until_date, stopped)
      values (v_link.user_id, v_link.subscription_id, v_link.kind, v_link.occurrence_date, v_link.snooze_until, false)
      on conflict (subscription_id, kind, occurrence_date) do update
         set until_date = greatest(z.until_date, excluded.until_date)
       where not z.stopped;
    end if;
    update public.reminder_links set used_at = now() where token_hash = v_link.token_hash;
    v_status := 'applied';
  end if;

  return jsonb_build_object(
    'status', v_status,
    'action', v_link.action,
    'subscription_name', v_name,
    'kind', v_link.kind,
    'occurrence_date', v_link.occurrence_date,
    'snooze_until', v_link.snooze_until,
    'amount', v_link.amount,
    'currency', v_link.currency,
    'answer', v_answered,
    'locale', v_link.locale
  );
end;
$$;

revoke all on function public.reminder_dispatch_batch(timestamptz, uuid, integer, uuid, uuid, integer) from public, anon, authenticated;
revoke all on function public.use_reminder_link(text, boolean, numeric) from public, anon, authenticated;
grant execute on function public.reminder_dispatch_batch(timestamptz, uuid, integer, uuid, uuid, integer) to service_role;
grant execute on function public.use_reminder_link(text, boolean, numeric) to anon, authenticated, service_role;

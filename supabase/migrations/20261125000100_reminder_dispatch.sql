-- Superseded: reminder_dispatch_batch, claim_reminder_digest and claim_test_reminder_digest are now
-- defined by 20261128000100_dispatch_isolation.sql (after 20261127000000_push_notifications.sql).
-- What the send-reminders function calls, with the service role only, and the one function a link
-- in a reminder email calls without signing in.
--
--   reminder_dispatch_batch    the next users whose send hour has come on a local day without a digest,
--                              with everything needed to plan their reminders (one JSON document)
--   claim_reminder_digests     claims each user's digest for the day and each reminder in it, atomically,
--                              before anything is sent; a claim older than the lease (a run that died)
--                              or a failure with attempts left can be claimed again
--   finish_reminder_digests    records what was sent and what failed
--   mark_reminders_checked     remembers who had nothing due today, until their data changes
--   claim_test_reminder_digest the settings page's "send me a test", rate-limited
--   use_reminder_link          shows (GET) or applies (POST) a snooze, stop or unsubscribe link
--
-- Claims last 15 minutes: longer than an Edge Function may run, so a live run never loses its claim.
-- Five attempts per digest and per reminder, then they stay failed in the history.

-- A change to anything a reminder depends on makes the user's next run plan again.
create function public.forget_reminder_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from public.reminder_checks where user_id = old.user_id;
    return old;
  end if;
  delete from public.reminder_checks where user_id = new.user_id;
  return new;
end;
$$;

revoke all on function public.forget_reminder_check() from public, anon, authenticated;

create trigger forget_reminder_check after insert or update or delete on public.subscriptions
  for each row execute function public.forget_reminder_check();
create trigger forget_reminder_check after insert or update or delete on public.subscription_price_changes
  for each row execute function public.forget_reminder_check();
create trigger forget_reminder_check after insert or update or delete on public.subscription_reminders
  for each row execute function public.forget_reminder_check();
create trigger forget_reminder_check after insert or update or delete on public.reminder_snoozes
  for each row execute function public.forget_reminder_check();
create trigger forget_reminder_check after update on public.reminder_settings
  for each row execute function public.forget_reminder_check();

create function public.reminder_dispatch_batch(
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
           coalesce(nullif(p.email, ''), u.email) as email, clock.local_time
      from public.reminder_settings s
      join public.user_profiles p on p.id = s.user_id and p.deleted_at is null
      join auth.users u on u.id = s.user_id
      -- An unknown zone (one this database does not know) counts as UTC, as in the function.
      cross join lateral (
        select p_now at time zone (case when s.time_zone in (select name from zones) then s.time_zone else 'UTC' end) as local_time
      ) clock
     where coalesce(nullif(p.email, ''), u.email) is not null
       and case
             when p_user_id is not null then s.user_id = p_user_id
             else s.email_enabled and (p_after is null or s.user_id > p_after)
           end
       and (
         p_user_id is not null
         or (
           extract(hour from clock.local_time) >= s.send_hour
           -- A digest for this day or a later one (the clock may have jumped back) is sent, under
           -- way, or out of attempts.
           and not exists (
             select 1
               from public.reminder_digests d
              where d.user_id = s.user_id
                and d.channel = 'email'
                and not d.is_test
                and d.local_date >= clock.local_time::date
                and (
                  d.status = 'sent'
                  or (d.status = 'claimed' and d.claimed_at > now() - interval '15 minutes')
                  or (d.status = 'failed' and d.attempts >= 5)
                )
           )
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
                 'lead_days', r.lead_days, 'status', r.status, 'attempts', r.attempts,
                 'stale', r.status = 'claimed' and r.claimed_at < now() - interval '15 minutes')), '[]'::jsonb)
          from public.reminder_deliveries r
         where r.user_id = c.user_id and r.channel = 'email' and r.occurrence_date >= c.local_time::date
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

-- Claims one user's digest and its reminders. Returns null when there is nothing to send: the
-- account was closed or reminders switched off since the batch was read, the day is sent or under
-- way, or every reminder changed or was claimed elsewhere meanwhile.
create function public.claim_reminder_digest(p_claim jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := (p_claim ->> 'user_id')::uuid;
  v_date date := (p_claim ->> 'local_date')::date;
  v_locale text := coalesce(p_claim ->> 'locale', 'en');
  v_digest uuid;
  v_attempt integer;
  v_claimed jsonb;
begin
  perform 1
     from public.reminder_settings s
     join public.user_profiles p on p.id = s.user_id
    where s.user_id = v_user and s.email_enabled and p.deleted_at is null
      for update of s;
  if not found then
    return null;
  end if;

  if exists (
    select 1 from public.reminder_digests d
     where d.user_id = v_user and d.channel = 'email' and not d.is_test and d.local_date > v_date and d.status <> 'failed'
  ) then
    return null;
  end if;

  insert into public.reminder_digests as d (user_id, local_date, channel)
  values (v_user, v_date, 'email')
  on conflict (user_id, local_date, channel) where not is_test do update
     set status = 'claimed', attempts = d.attempts + 1, claimed_at = now(), error = null
   where (d.status = 'failed' and d.attempts < 5)
      or (d.status = 'claimed' and d.claimed_at < now() - interval '15 minutes')
  returning d.id, d.attempts into v_digest, v_attempt;
  if v_digest is null then
    return null;
  end if;

  -- Only what the batch read: a subscription or price change edited or deleted since is planned
  -- again on the next run, so no email describes a subscription as it no longer is.
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
    select v_user, subscription_id, kind, occurrence_date, lead_days, 'email', v_digest from unchanged
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
         (k ->> 'lead_days')::smallint, 'email', 'skipped', 0, v_digest
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

  return jsonb_build_object('user_id', v_user, 'digest_id', v_digest, 'attempt', v_attempt, 'claimed', v_claimed);
end;
$$;

-- Claims many users' digests in one call; one user's error is reported and the others go on.
create function public.claim_reminder_digests(p_claims jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_claim jsonb;
  v_result jsonb;
  v_results jsonb := '[]'::jsonb;
begin
  for v_claim in select value from jsonb_array_elements(p_claims) loop
    begin
      v_result := public.claim_reminder_digest(v_claim);
      if v_result is not null then
        v_results := v_results || jsonb_build_array(v_result);
      end if;
    exception when others then
      v_results := v_results || jsonb_build_array(jsonb_build_object('user_id', v_claim ->> 'user_id', 'error', sqlerrm));
    end;
  end loop;
  return v_results;
end;
$$;

-- p_results: [{digest_id, attempt, sent, error, provider_message_id}]. Only the attempt that holds
-- the claim may finish it.
create function public.finish_reminder_digests(p_results jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  with results as (
    select r.digest_id, r.attempt, r.sent, left(r.error, 1000) as error, r.provider_message_id
      from jsonb_to_recordset(p_results) as r(digest_id uuid, attempt integer, sent boolean, error text, provider_message_id text)
  ),
  digests as (
    update public.reminder_digests d
       set status = case when r.sent then 'sent' else 'failed' end,
           sent_at = case when r.sent then now() end,
           error = r.error,
           provider_message_id = r.provider_message_id
      from results r
     where d.id = r.digest_id and d.attempts = r.attempt and d.status = 'claimed'
    returning d.id, d.status, d.sent_at, d.error
  )
  update public.reminder_deliveries x
     set status = d.status, sent_at = d.sent_at, error = d.error
    from digests d
   where x.digest_id = d.id and x.status = 'claimed';
$$;

-- p_checks: [{user_id, local_date}] of users with nothing due on that local day.
create function public.mark_reminders_checked(p_checks jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.reminder_checks (user_id, checked_on)
  select c.user_id, c.local_date
    from jsonb_to_recordset(p_checks) as c(user_id uuid, local_date date)
    join public.user_profiles p on p.id = c.user_id
  on conflict (user_id) do update set checked_on = excluded.checked_on, checked_at = now();
$$;

-- The settings page's test email: at most one a minute and ten a day per user.
create function public.claim_test_reminder_digest(p_user_id uuid, p_local_date date, p_unsubscribe_hash text, p_locale text)
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
   where user_id = p_user_id and is_test and claimed_at > now() - interval '1 day';
  if v_last > now() - interval '1 minute' or v_today >= 10 then
    return jsonb_build_object('status', 'rate_limited',
      'retry_after', greatest(1, ceil(extract(epoch from (
        case when v_today >= 10 then (select min(claimed_at) from public.reminder_digests
                                       where user_id = p_user_id and is_test and claimed_at > now() - interval '1 day') + interval '1 day'
             else v_last + interval '1 minute' end) - now()))::integer));
  end if;
  insert into public.reminder_digests (user_id, local_date, channel, is_test)
  values (p_user_id, p_local_date, 'email', true)
  returning id into v_digest;
  insert into public.reminder_links (token_hash, user_id, digest_id, action, locale, expires_at)
  values (p_unsubscribe_hash, p_user_id, v_digest, 'unsubscribe', p_locale, now() + interval '1 year')
  on conflict (token_hash) do nothing;
  return jsonb_build_object('status', 'claimed', 'digest_id', v_digest, 'attempt', 1);
end;
$$;

-- Shows what a link does (p_apply false: mail scanners open links, so looking changes nothing) or
-- does it (p_apply true). Callable without signing in: the token is the credential, and only its
-- SHA-256 is stored. Applying twice is harmless.
create function public.use_reminder_link(p_token text, p_apply boolean default false)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_link public.reminder_links;
  v_name text;
  v_status text;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{32,128}$' then
    return jsonb_build_object('status', 'invalid');
  end if;
  select * into v_link
    from public.reminder_links
   where token_hash = encode(pg_catalog.sha256(convert_to(p_token, 'UTF8')), 'hex');
  if not found or not exists (select 1 from public.user_profiles where id = v_link.user_id and deleted_at is null) then
    return jsonb_build_object('status', 'invalid');
  end if;
  select name into v_name from public.subscriptions where id = v_link.subscription_id;

  if v_link.used_at is not null then
    v_status := 'done';
  elsif v_link.expires_at < now() then
    v_status := 'expired';
  elsif not p_apply then
    v_status := 'ready';
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
    'locale', v_link.locale
  );
end;
$$;

-- Links are useless a month after they expire.
create function public.prune_reminder_links()
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.reminder_links where expires_at < now() - interval '30 days';
$$;

revoke all on function public.reminder_dispatch_batch(timestamptz, uuid, integer, uuid) from public, anon, authenticated;
revoke all on function public.claim_reminder_digest(jsonb) from public, anon, authenticated;
revoke all on function public.claim_reminder_digests(jsonb) from public, anon, authenticated;
revoke all on function public.finish_reminder_digests(jsonb) from public, anon, authenticated;
revoke all on function public.mark_reminders_checked(jsonb) from public, anon, authenticated;
revoke all on function public.claim_test_reminder_digest(uuid, date, text, text) from public, anon, authenticated;
revoke all on function public.use_reminder_link(text, boolean) from public, anon, authenticated;
revoke all on function public.prune_reminder_links() from public, anon, authenticated;

grant execute on function public.reminder_dispatch_batch(timestamptz, uuid, integer, uuid) to service_role;
grant execute on function public.claim_reminder_digests(jsonb) to service_role;
grant execute on function public.finish_reminder_digests(jsonb) to service_role;
grant execute on function public.mark_reminders_checked(jsonb) to service_role;
grant execute on function public.claim_test_reminder_digest(uuid, date, text, text) to service_role;
grant execute on function public.use_reminder_link(text, boolean) to anon, authenticated, service_role;
grant execute on function public.prune_reminder_links() to service_role;

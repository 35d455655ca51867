-- A charge answered from a reminder keeps the exchange rate of its paid date, as one marked in the
-- app does: the user's currency is 1, another currency takes the stored daily rate on or before
-- that date, at most 31 days old (lib/insights/historical-rates.ts), a direct quote before an
-- inverse one. Without a stored rate nothing is frozen, and the estimate converts at today's rate.

create function public.frozen_payment_rate(p_user_id uuid, p_currency text, p_on date)
returns table (rate_to_base numeric, base_currency text, rate_date date)
language sql
stable
security definer
set search_path = ''
as $$
  with profile as (
    select default_currency as base from public.user_profiles where id = p_user_id
  ), quotes as (
    select 1::numeric as rate, p_on as day, 0 as preference
      from profile where profile.base = p_currency
    union all
    select e.rate, e.rate_date, 1
      from public.exchange_rates e, profile
     where e.base = p_currency and e.target = profile.base
       and e.rate_date between p_on - 31 and p_on
    union all
    select 1 / e.rate, e.rate_date, 2
      from public.exchange_rates e, profile
     where e.base = profile.base and e.target = p_currency
       and e.rate_date between p_on - 31 and p_on
  )
  select round(q.rate, 12), p.base, q.day
    from quotes q, profile p
   order by q.day desc, q.preference
   limit 1;
$$;

revoke all on function public.frozen_payment_rate(uuid, text, date) from public, anon, authenticated;

create or replace function public.use_reminder_link(p_token text, p_apply boolean default false, p_amount numeric default null)
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
      insert into public.subscription_payments (user_id, subscription_id, due_on, state, paid_on, amount, currency,
                                                rate_to_base, base_currency, rate_date, source)
      select v_link.user_id, v_link.subscription_id, v_link.occurrence_date,
             case when v_link.action = 'skipped' then 'skipped' else 'paid' end,
             case when v_link.action = 'skipped' then null else v_link.occurrence_date end,
             v_amount, case when v_link.action = 'skipped' then null else v_link.currency end,
             r.rate_to_base, r.base_currency, r.rate_date, 'reminder'
        from public.subscriptions s
        left join lateral public.frozen_payment_rate(v_link.user_id, v_link.currency, v_link.occurrence_date) r
          on v_link.action <> 'skipped'
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

-- The calendar feed shows the past few months' charges with what happened to them, so calendar_feed()
-- now also returns the payments recorded for them. Same signature and security as before; the
-- payments are bounded to the feed's past window (lib/ical-feed/events.ts, FEED_PAST_MONTHS = 3),
-- with two days' margin for the owner's time zone. Notes stay out: a calendar app is no place for them.

create or replace function public.calendar_feed(token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with feed as (
    select f.user_id
      from public.calendar_feeds f
      join public.user_profiles p on p.id = f.user_id and p.deleted_at is null
     where char_length(calendar_feed.token) between 32 and 128
       and f.token_hash = encode(sha256(convert_to(calendar_feed.token, 'UTF8')), 'hex')
  )
  select jsonb_build_object(
           'locale', coalesce(s.locale, 'en'),
           'time_zone', coalesce(s.time_zone, 'UTC'),
           'send_hour', coalesce(s.send_hour, 9),
           'lead_days', to_jsonb(coalesce(s.lead_days, '{14,3,0}'::smallint[])),
           'subscriptions', (
             select coalesce(jsonb_agg(jsonb_build_object(
                      'id', x.id, 'name', x.name, 'price', x.price, 'currency', x.currency,
                      'start_date', x.start_date, 'end_date', x.end_date, 'cycle', x.cycle,
                      'auto_renew', x.auto_renew, 'status', x.status, 'trial_ends_on', x.trial_ends_on,
                      'paused_on', x.paused_on, 'cancelled_on', x.cancelled_on) order by x.id), '[]'::jsonb)
               from public.subscriptions x
              where x.user_id = feed.user_id
           ),
           'price_changes', (
             select coalesce(jsonb_agg(jsonb_build_object(
                      'id', c.id, 'subscription_id', c.subscription_id, 'old_price', c.old_price, 'new_price', c.new_price,
                      'effective_date', c.effective_date, 'created_at', c.created_at) order by c.id), '[]'::jsonb)
               from public.subscription_price_changes c
              where c.user_id = feed.user_id
           ),
           'pauses', (
             select coalesce(jsonb_agg(jsonb_build_object(
                      'id', z.id, 'subscription_id', z.subscription_id, 'paused_on', z.paused_on,
                      'resumed_on', z.resumed_on) order by z.id), '[]'::jsonb)
               from public.subscription_pauses z
              where z.user_id = feed.user_id
           ),
           'reminders', (
             select coalesce(jsonb_agg(jsonb_build_object(
                      'subscription_id', r.subscription_id, 'enabled', r.enabled,
                      'lead_days', to_jsonb(r.lead_days), 'remind_to_cancel', r.remind_to_cancel)
                      order by r.subscription_id), '[]'::jsonb)
               from public.subscription_reminders r
              where r.user_id = feed.user_id
           ),
           'payments', (
             select coalesce(jsonb_agg(jsonb_build_object(
                      'id', y.id, 'subscription_id', y.subscription_id, 'due_on', y.due_on, 'state', y.state,
                      'paid_on', y.paid_on, 'amount', y.amount, 'currency', y.currency, 'rate_to_base', y.rate_to_base,
                      'base_currency', y.base_currency, 'rate_date', y.rate_date, 'source', y.source,
                      'created_at', y.created_at, 'updated_at', y.updated_at) order by y.id), '[]'::jsonb)
               from public.subscription_payments y
              where y.user_id = feed.user_id
                and y.due_on >= (current_date - interval '3 months' - interval '2 days')::date
                and y.due_on <= current_date + 1
           )
         )
    from feed
    left join public.reminder_settings s on s.user_id = feed.user_id;
$$;

revoke all on function public.calendar_feed(text) from public;
grant execute on function public.calendar_feed(text) to anon, authenticated, service_role;

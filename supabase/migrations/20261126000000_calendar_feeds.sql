-- Private calendar feeds: one secret, revocable URL per user that calendar apps read without
-- signing in. Only the SHA-256 hash of the URL's token is stored, so the table alone (a backup, a
-- leaked dump) cannot open anyone's feed. Creating a new token replaces the old one: its URL stops
-- working at once.
--
--   calendar_feeds         each user's active token hash; the user creates, replaces and deletes it
--   calendar_feed(token)   everything the feed needs, for the token's owner only, callable without a
--                          session; a wrong, revoked or malformed token returns null

create table public.calendar_feeds (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  token_hash text not null,
  created_at timestamptz not null default now(),
  constraint calendar_feeds_token_hash_check check (token_hash ~ '^[0-9a-f]{64}$'),
  constraint calendar_feeds_token_hash_key unique (token_hash)
);

alter table public.calendar_feeds enable row level security;
alter table public.calendar_feeds force row level security;

revoke all on table public.calendar_feeds from public, anon, authenticated;
grant select, insert, update, delete on table public.calendar_feeds to authenticated;
grant all on table public.calendar_feeds to service_role;

create policy "Users read their own calendar feed"
  on public.calendar_feeds for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));
create policy "Users create their own calendar feed"
  on public.calendar_feeds for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_active_user()));
create policy "Users replace their own calendar feed"
  on public.calendar_feeds for update to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()))
  with check (user_id = (select auth.uid()));
create policy "Users turn off their own calendar feed"
  on public.calendar_feeds for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));

-- SECURITY DEFINER: the caller has no session, so the token is the only key. It reads the token
-- owner's rows and nothing else, and only the columns the feed shows. A closed account has no feed.
create function public.calendar_feed(token text)
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
           )
         )
    from feed
    left join public.reminder_settings s on s.user_id = feed.user_id;
$$;

revoke all on function public.calendar_feed(text) from public;
grant execute on function public.calendar_feed(text) to anon, authenticated, service_role;

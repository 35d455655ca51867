-- The app's rules, held by the database, so a write straight to the REST API gets the same
-- refusals as the forms:
--
--   dates        every date a user writes lies in 1900-01-01 … 2199-12-31 (no infinity, no BC, no year 10000)
--   texts        the forms' maximum lengths
--   amounts      0 … 9,999,999,999.99 (numeric(12,2)), never NaN
--   quotas       per user: 2,000 subscriptions, 200 categories, 5,000 price changes, 5,000 pauses,
--                50 imports in any 24 hours (10,000 items each); 20 push devices (push migration).
--                They bound what one user adds to a reminder batch: at most 2,000 subscriptions
--                (about 1 KB of JSON each at the longest name), 5,000 price changes (about 200 B each)
--                and 2,000 reminder overrides, so about 3.5 MB of JSON before deliveries and snoozes.
--   columns      users update only the columns the app edits; ids, owners and bookkeeping are not theirs
--
-- A quota refusal is SQLSTATE 54000 (program_limit_exceeded) with the quota's name as its hint.

-- Rows written before these rules may hold dates the dispatcher cannot read. They are clamped to the
-- nearest date in range rather than nulled or deleted: clamping keeps every row and keeps the order
-- between a row's dates, so end ≥ start and the status checks still hold, and the checks below are
-- then validated at once.
create function pg_temp.clamp_date(d date) returns date language sql immutable
  as $$ select case when d < '1900-01-01' then '1900-01-01' when d > '2199-12-31' then '2199-12-31' else d end $$;

update public.subscriptions
   set start_date = pg_temp.clamp_date(start_date),
       end_date = pg_temp.clamp_date(end_date),
       trial_ends_on = pg_temp.clamp_date(trial_ends_on),
       paused_on = pg_temp.clamp_date(paused_on),
       cancelled_on = pg_temp.clamp_date(cancelled_on)
 where not (start_date between '1900-01-01' and '2199-12-31')
    or not (end_date between '1900-01-01' and '2199-12-31')
    or not (trial_ends_on between '1900-01-01' and '2199-12-31')
    or not (paused_on between '1900-01-01' and '2199-12-31')
    or not (cancelled_on between '1900-01-01' and '2199-12-31');
update public.subscription_price_changes
   set effective_date = pg_temp.clamp_date(effective_date)
 where not (effective_date between '1900-01-01' and '2199-12-31');
update public.subscription_pauses
   set paused_on = pg_temp.clamp_date(paused_on), resumed_on = pg_temp.clamp_date(resumed_on)
 where not (paused_on between '1900-01-01' and '2199-12-31') or not (resumed_on between '1900-01-01' and '2199-12-31');
update public.subscriptions set price = 0 where price = 'NaN';
update public.subscription_price_changes set old_price = 0 where old_price = 'NaN';
update public.subscription_price_changes set new_price = 0 where new_price = 'NaN';
update public.import_batches set undone_at = created_at where not isfinite(undone_at) or undone_at < created_at;
update public.calendar_feeds set created_at = now() where not isfinite(created_at);

alter table public.subscriptions
  add constraint subscriptions_start_date_range_check check (start_date between '1900-01-01' and '2199-12-31'),
  add constraint subscriptions_end_date_range_check check (end_date between '1900-01-01' and '2199-12-31'),
  add constraint subscriptions_trial_ends_on_range_check check (trial_ends_on between '1900-01-01' and '2199-12-31'),
  add constraint subscriptions_paused_on_range_check check (paused_on between '1900-01-01' and '2199-12-31'),
  add constraint subscriptions_cancelled_on_range_check check (cancelled_on between '1900-01-01' and '2199-12-31'),
  add constraint subscriptions_price_number_check check (price <> 'NaN');

alter table public.subscription_price_changes
  add constraint subscription_price_changes_effective_date_range_check
    check (effective_date between '1900-01-01' and '2199-12-31'),
  add constraint subscription_price_changes_old_price_number_check check (old_price <> 'NaN'),
  add constraint subscription_price_changes_new_price_number_check check (new_price <> 'NaN');

alter table public.subscription_pauses
  add constraint subscription_pauses_paused_on_range_check check (paused_on between '1900-01-01' and '2199-12-31'),
  add constraint subscription_pauses_resumed_on_range_check check (resumed_on between '1900-01-01' and '2199-12-31');

alter table public.import_batches
  add constraint import_batches_undone_at_check check (undone_at is null or (isfinite(undone_at) and undone_at >= created_at));

alter table public.import_batch_items
  add constraint import_batch_items_previous_check check (previous is null or octet_length(previous::text) <= 65536);

alter table public.calendar_feeds
  add constraint calendar_feeds_created_at_check check (isfinite(created_at));

-- The category form allows 100 and 500 characters; the table allowed 200 and 1000. NOT VALID: a
-- longer name saved before stays as it is, and only new writes must fit.
alter table public.subscription_categories
  add constraint subscription_categories_name_length_check check (char_length(name) <= 100) not valid,
  add constraint subscription_categories_description_length_check
    check (description is null or char_length(description) <= 500) not valid;

-- Quotas. One check per statement, after its rows are in: a bulk insert of 10,000 rows costs one
-- count per user, not one per row. The advisory lock makes concurrent inserts for the same key count
-- one after the other, each seeing the rows the other committed.
--   tg_argv: quota name, limit, the column rows are counted by, and optionally a window on created_at.
create function public.enforce_quota()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_limit integer := tg_argv[1]::integer;
  v_column text := tg_argv[2];
  v_window interval := tg_argv[3]::interval;
  v_over boolean;
begin
  execute format(
    'select pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(%L || n.k::text, 0))
       from (select distinct %I as k from inserted order by 1) n',
    tg_table_name, v_column);
  execute format(
    'select exists (
       select 1 from (select distinct %1$I as k from inserted) n
        where (select count(*) from public.%2$I t where t.%1$I = n.k %3$s) > $1)',
    v_column, tg_table_name, case when v_window is not null then 'and t.created_at > pg_catalog.now() - $2' end)
    into v_over using v_limit, v_window;
  if v_over then
    raise exception using
      errcode = 'program_limit_exceeded',
      message = format('at most %s %s per %s', v_limit, replace(tg_argv[0], '_', ' '),
                       case when v_column = 'user_id' then coalesce('user in ' || v_window::text, 'user') else 'import' end),
      hint = tg_argv[0];
  end if;
  return null;
end;
$$;

revoke all on function public.enforce_quota() from public, anon, authenticated;

create trigger enforce_quota after insert on public.subscriptions
  referencing new table as inserted for each statement
  execute function public.enforce_quota('subscriptions', '2000', 'user_id');
create trigger enforce_quota after insert on public.subscription_categories
  referencing new table as inserted for each statement
  execute function public.enforce_quota('categories', '200', 'user_id');
create trigger enforce_quota after insert on public.subscription_price_changes
  referencing new table as inserted for each statement
  execute function public.enforce_quota('price_changes', '5000', 'user_id');
create trigger enforce_quota after insert on public.subscription_pauses
  referencing new table as inserted for each statement
  execute function public.enforce_quota('pauses', '5000', 'user_id');
create trigger enforce_quota after insert on public.import_batches
  referencing new table as inserted for each statement
  execute function public.enforce_quota('imports', '50', 'user_id', '1 day');
create trigger enforce_quota after insert on public.import_batch_items
  referencing new table as inserted for each statement
  execute function public.enforce_quota('import_items', '10000', 'batch_id');

-- Column grants: what the app writes, through the API and through its SECURITY INVOKER functions.
-- user_id may be named on insert (row-level security holds it to the caller) but never changed.
revoke insert, update on public.subscriptions from authenticated;
grant insert (user_id, name, brand, price, currency, start_date, end_date, cycle, icon_url, auto_renew, category_id,
              status, trial_ends_on, paused_on, cancelled_on, notes, website_url, payment_method)
  on public.subscriptions to authenticated;
grant update (name, brand, price, currency, start_date, end_date, cycle, icon_url, auto_renew, category_id,
              status, trial_ends_on, paused_on, cancelled_on, notes, website_url, payment_method)
  on public.subscriptions to authenticated;

revoke insert, update on public.subscription_categories from authenticated;
grant insert (user_id, name, description, color) on public.subscription_categories to authenticated;
grant update (name, description, color) on public.subscription_categories to authenticated;

-- Price changes are recorded and deleted, never edited.
revoke insert, update on public.subscription_price_changes from authenticated;
grant insert (subscription_id, user_id, old_price, new_price, effective_date) on public.subscription_price_changes to authenticated;

revoke insert on public.subscription_pauses from authenticated;
grant insert (subscription_id, user_id, paused_on, resumed_on) on public.subscription_pauses to authenticated;

revoke insert, update on public.import_batches from authenticated;
grant insert (user_id, source, file_name) on public.import_batches to authenticated;
grant update (undone_at) on public.import_batches to authenticated;

revoke insert on public.import_batch_items from authenticated;
grant insert (batch_id, user_id, kind, subscription_id, category_id, previous) on public.import_batch_items to authenticated;

revoke insert, update on public.reminder_settings from authenticated;
grant insert (user_id, email_enabled, price_alerts, send_hour, time_zone, time_zone_auto, locale, locale_auto, lead_days)
  on public.reminder_settings to authenticated;
grant update (email_enabled, price_alerts, send_hour, time_zone, time_zone_auto, locale, locale_auto, lead_days)
  on public.reminder_settings to authenticated;

revoke insert, update on public.subscription_reminders from authenticated;
grant insert (subscription_id, user_id, enabled, lead_days, remind_to_cancel) on public.subscription_reminders to authenticated;
grant update (enabled, lead_days, remind_to_cancel) on public.subscription_reminders to authenticated;

-- Replacing the link sets a new creation time with the new token.
revoke insert, update on public.calendar_feeds from authenticated;
grant insert (user_id, token_hash, created_at) on public.calendar_feeds to authenticated;
grant update (token_hash, created_at) on public.calendar_feeds to authenticated;

-- The edit dialog's reminder choices join the edit's transaction: a saved edit is never reported as
-- failed because its reminders were written after it. They are written when reminders_enabled is
-- given, and left as they are otherwise.
drop function public.update_subscription(
  bigint, text, text, numeric, text, date, date, text, text, boolean, bigint, text, date, date, date, text, text, text, numeric, date
);

create function public.update_subscription(
  subscription_id bigint,
  name text,
  brand text,
  price numeric,
  currency text,
  start_date date,
  end_date date,
  cycle text,
  icon_url text,
  auto_renew boolean,
  category_id bigint,
  status text default 'active',
  trial_ends_on date default null,
  paused_on date default null,
  cancelled_on date default null,
  notes text default null,
  website_url text default null,
  payment_method text default null,
  new_price numeric default null,
  effective_date date default null,
  reminders_enabled boolean default null,
  reminder_lead_days smallint[] default null,
  remind_to_cancel boolean default false
)
returns setof public.subscriptions
language sql
security invoker
set search_path = ''
as $$
  with updated as (
    update public.subscriptions s
       set name = update_subscription.name,
           brand = update_subscription.brand,
           price = update_subscription.price,
           currency = update_subscription.currency,
           start_date = update_subscription.start_date,
           end_date = update_subscription.end_date,
           cycle = update_subscription.cycle,
           icon_url = update_subscription.icon_url,
           auto_renew = update_subscription.auto_renew,
           category_id = update_subscription.category_id,
           status = update_subscription.status,
           trial_ends_on = update_subscription.trial_ends_on,
           paused_on = update_subscription.paused_on,
           cancelled_on = update_subscription.cancelled_on,
           notes = update_subscription.notes,
           website_url = update_subscription.website_url,
           payment_method = update_subscription.payment_method
     where s.id = update_subscription.subscription_id
       and s.user_id = (select auth.uid())
    returning s.*
  ),
  recorded as (
    insert into public.subscription_price_changes (subscription_id, user_id, old_price, new_price, effective_date)
    select u.id,
           u.user_id,
           coalesce(
             (select c.new_price
                from public.subscription_price_changes c
               where c.subscription_id = u.id
                 and c.effective_date < update_subscription.effective_date
               order by c.effective_date desc, c.created_at desc, c.id desc
               limit 1),
             u.price
           ),
           update_subscription.new_price,
           update_subscription.effective_date
      from updated u
     where update_subscription.new_price is not null
  ),
  reminded as (
    insert into public.subscription_reminders as r (subscription_id, user_id, enabled, lead_days, remind_to_cancel)
    select u.id, u.user_id, update_subscription.reminders_enabled, update_subscription.reminder_lead_days,
           update_subscription.remind_to_cancel
      from updated u
     where update_subscription.reminders_enabled is not null
    on conflict on constraint subscription_reminders_pkey do update
       set enabled = excluded.enabled, lead_days = excluded.lead_days, remind_to_cancel = excluded.remind_to_cancel
  )
  select * from updated;
$$;

revoke all on function public.update_subscription from public, anon;
grant execute on function public.update_subscription to authenticated, service_role;

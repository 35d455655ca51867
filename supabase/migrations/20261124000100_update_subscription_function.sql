-- Editing a subscription and recording a price change with it is one write: a single statement,
-- so a failed price change leaves the subscription as it was. SECURITY INVOKER: the caller's
-- row-level security applies to both tables.
--
-- The recorded old price is the one in force the day before the change takes effect: the latest
-- earlier change (the one recorded last on a tie), else the subscription's price after this edit.

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
  effective_date date default null
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
  )
  select * from updated;
$$;

revoke all on function public.update_subscription from public, anon;
grant execute on function public.update_subscription to authenticated, service_role;

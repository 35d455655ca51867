-- The user's subscriptions. A subscription's category must be one of the same user's categories:
-- the (category_id, user_id) foreign key enforces it, and deleting a category leaves its
-- subscriptions uncategorized.

create table public.subscriptions (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null,
  brand text not null,
  price numeric(12, 2) not null,
  currency text not null,
  start_date date not null,
  end_date date not null,
  cycle text not null,
  icon_url text null,
  auto_renew boolean not null default false,
  category_id bigint null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint subscriptions_name_check
    check (name ~ '^\S(.*\S)?$' and char_length(name) <= 200),
  constraint subscriptions_brand_check
    check (brand ~ '^\S(.*\S)?$' and char_length(brand) <= 200),
  constraint subscriptions_price_check check (price >= 0),
  constraint subscriptions_currency_check
    check (currency in ('TWD', 'USD', 'EUR', 'JPY', 'GBP', 'CNY')),
  constraint subscriptions_end_date_check check (end_date >= start_date),
  -- Custom amounts stop at ten years whatever the unit; the digit limits keep the cast safe.
  constraint subscriptions_cycle_check check (
    case
      when cycle in ('30days', '6months', '1year') then true
      when cycle ~ '^custom:days:[1-9][0-9]{0,3}$' then split_part(cycle, ':', 3)::integer <= 3650
      when cycle ~ '^custom:months:[1-9][0-9]{0,2}$' then split_part(cycle, ':', 3)::integer <= 120
      when cycle ~ '^custom:years:[1-9][0-9]?$' then split_part(cycle, ':', 3)::integer <= 10
      else false
    end
  ),
  constraint subscriptions_icon_url_check check (
    icon_url is null
    or (
      char_length(icon_url) <= 2048
      and (icon_url ~* '^https?://[^\s/?#]+[^\s]*$' or icon_url ~ '^/brand-icons/[a-z0-9-]+\.svg$')
    )
  ),
  constraint subscriptions_category_fkey
    foreign key (category_id, user_id)
    references public.subscription_categories (id, user_id)
    on delete set null (category_id),
  -- Target of the price changes' (subscription_id, user_id) foreign key.
  constraint subscriptions_id_user_id_key unique (id, user_id)
);

create index subscriptions_user_id_idx on public.subscriptions (user_id);
create index subscriptions_category_id_user_id_idx on public.subscriptions (category_id, user_id);

create trigger set_updated_at
  before update on public.subscriptions
  for each row execute function public.set_updated_at();

alter table public.subscriptions enable row level security;
alter table public.subscriptions force row level security;

revoke all on table public.subscriptions from public, anon, authenticated;
grant select, insert, update, delete on table public.subscriptions to authenticated;
grant all on table public.subscriptions to service_role;
revoke all on sequence public.subscriptions_id_seq from public, anon, authenticated;
grant usage, select on sequence public.subscriptions_id_seq to service_role;

create policy "Users read their own subscriptions"
  on public.subscriptions for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));

create policy "Users create their own subscriptions"
  on public.subscriptions for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_active_user()));

create policy "Users update their own subscriptions"
  on public.subscriptions for update to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()))
  with check (user_id = (select auth.uid()));

create policy "Users delete their own subscriptions"
  on public.subscriptions for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));

-- Recorded price changes. The new price takes effect on effective_date; the subscription row keeps
-- the price in force until then.

create table public.subscription_price_changes (
  id bigint generated always as identity primary key,
  subscription_id bigint not null,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  old_price numeric(12, 2) not null,
  new_price numeric(12, 2) not null,
  effective_date date not null,
  created_at timestamptz not null default now(),
  constraint subscription_price_changes_old_price_check check (old_price >= 0),
  constraint subscription_price_changes_new_price_check check (new_price >= 0),
  constraint subscription_price_changes_subscription_fkey
    foreign key (subscription_id, user_id)
    references public.subscriptions (id, user_id)
    on delete cascade
);

create index subscription_price_changes_subscription_id_idx
  on public.subscription_price_changes (subscription_id, user_id, effective_date);
create index subscription_price_changes_user_id_idx
  on public.subscription_price_changes (user_id);

alter table public.subscription_price_changes enable row level security;
alter table public.subscription_price_changes force row level security;

revoke all on table public.subscription_price_changes from public, anon, authenticated;
grant select, insert, update, delete on table public.subscription_price_changes to authenticated;
grant all on table public.subscription_price_changes to service_role;
revoke all on sequence public.subscription_price_changes_id_seq from public, anon, authenticated;
grant usage, select on sequence public.subscription_price_changes_id_seq to service_role;

create policy "Users read their own price changes"
  on public.subscription_price_changes for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));

create policy "Users record their own price changes"
  on public.subscription_price_changes for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_active_user()));

create policy "Users update their own price changes"
  on public.subscription_price_changes for update to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()))
  with check (user_id = (select auth.uid()));

create policy "Users delete their own price changes"
  on public.subscription_price_changes for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));

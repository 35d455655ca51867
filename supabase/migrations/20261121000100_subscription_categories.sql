-- Personal, colour-coded categories. Names are unique per user, ignoring case; they are stored
-- trimmed, so "Video" and "video " clash once the app trims its input.

create table public.subscription_categories (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null,
  description text null,
  color text not null default '#000000',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint subscription_categories_name_check
    check (name ~ '^\S(.*\S)?$' and char_length(name) <= 200),
  constraint subscription_categories_description_check
    check (description is null or char_length(description) <= 1000),
  constraint subscription_categories_color_check
    check (color ~ '^#[0-9A-Fa-f]{6}$'),
  -- Target of the subscriptions' (category_id, user_id) foreign key.
  constraint subscription_categories_id_user_id_key unique (id, user_id)
);

create unique index subscription_categories_user_id_name_key
  on public.subscription_categories (user_id, lower(name));

create trigger set_updated_at
  before update on public.subscription_categories
  for each row execute function public.set_updated_at();

alter table public.subscription_categories enable row level security;
alter table public.subscription_categories force row level security;

revoke all on table public.subscription_categories from public, anon, authenticated;
grant select, insert, update, delete on table public.subscription_categories to authenticated;
grant all on table public.subscription_categories to service_role;
revoke all on sequence public.subscription_categories_id_seq from public, anon, authenticated;
grant usage, select on sequence public.subscription_categories_id_seq to service_role;

create policy "Users read their own categories"
  on public.subscription_categories for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));

create policy "Users create their own categories"
  on public.subscription_categories for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_active_user()));

create policy "Users update their own categories"
  on public.subscription_categories for update to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()))
  with check (user_id = (select auth.uid()));

create policy "Users delete their own categories"
  on public.subscription_categories for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));

-- Imports. Each import is a batch; its items say what it created or changed, so that the last
-- import can be undone in one step. Rows are written by import_subscriptions(), one call per chunk
-- of a file, each call a single transaction: a row is written whole or not at all.

create table public.import_batches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  source text not null,
  file_name text null,
  created_at timestamptz not null default now(),
  undone_at timestamptz null,
  constraint import_batches_source_check
    check (source in ('backup', 'csv', 'wallos-json', 'wallos-csv', 'subtrackr', 'spreadsheet')),
  constraint import_batches_file_name_check check (file_name is null or char_length(file_name) <= 255),
  constraint import_batches_id_user_id_key unique (id, user_id)
);

create index import_batches_user_id_created_at_idx on public.import_batches (user_id, created_at desc);

create table public.import_batch_items (
  id bigint generated always as identity primary key,
  batch_id uuid not null,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  kind text not null,
  subscription_id bigint null,
  category_id bigint null,
  -- The subscription as it was before an update, to put back on undo.
  previous jsonb null,
  constraint import_batch_items_kind_check check (
    (kind = 'created' and subscription_id is not null and previous is null)
    or (kind = 'updated' and subscription_id is not null and previous is not null)
    or (kind = 'category_created' and category_id is not null)
    or subscription_id is null and category_id is null
  ),
  constraint import_batch_items_batch_fkey
    foreign key (batch_id, user_id) references public.import_batches (id, user_id) on delete cascade,
  constraint import_batch_items_subscription_fkey
    foreign key (subscription_id, user_id) references public.subscriptions (id, user_id) on delete set null (subscription_id),
  constraint import_batch_items_category_fkey
    foreign key (category_id, user_id) references public.subscription_categories (id, user_id) on delete set null (category_id)
);

create index import_batch_items_batch_id_idx on public.import_batch_items (batch_id, user_id);
create index import_batch_items_subscription_id_idx on public.import_batch_items (subscription_id, user_id);
create index import_batch_items_category_id_idx on public.import_batch_items (category_id, user_id);

alter table public.import_batches enable row level security;
alter table public.import_batches force row level security;
alter table public.import_batch_items enable row level security;
alter table public.import_batch_items force row level security;

revoke all on table public.import_batches, public.import_batch_items from public, anon, authenticated;
grant select, insert, update on table public.import_batches to authenticated;
grant select, insert on table public.import_batch_items to authenticated;
grant all on table public.import_batches, public.import_batch_items to service_role;
revoke all on sequence public.import_batch_items_id_seq from public, anon, authenticated;
grant usage, select on sequence public.import_batch_items_id_seq to service_role;

create policy "Users read their own imports"
  on public.import_batches for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));

create policy "Users start their own imports"
  on public.import_batches for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_active_user()) and undone_at is null);

create policy "Users undo their own imports"
  on public.import_batches for update to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()))
  with check (user_id = (select auth.uid()));

create policy "Users read their own import items"
  on public.import_batch_items for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));

create policy "Users record their own import items"
  on public.import_batch_items for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_active_user()));

-- Writes one chunk of an import. `rows` is a JSON array of
--   { "line": n, "subscription": { column: value … }, "category": { "name", "color", "description" } | null,
--     "price_changes": [ { "old_price", "new_price", "effective_date" } ], "pauses": [ { "paused_on", "resumed_on" } ] }
-- validated by the app first; the tables' own constraints still apply. A subscription whose name is
-- already in the user's list (ignoring case) is a duplicate: skipped, or updated in place when
-- on_duplicate is 'update'. Categories are matched by name, ignoring case, and created when new.
-- SECURITY INVOKER: every read and write is the caller's, under row-level security.
create function public.import_subscriptions(batch_id uuid, rows jsonb, on_duplicate text default 'skip')
returns table (line integer, outcome text, subscription_id bigint)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  item jsonb;
  fields public.subscriptions;
  existing public.subscriptions;
  category bigint;
  written bigint;
begin
  if on_duplicate not in ('skip', 'update') then
    raise exception using errcode = '22023', message = 'on_duplicate must be skip or update';
  end if;
  perform 1 from public.import_batches b where b.id = import_subscriptions.batch_id and b.undone_at is null;
  if not found then
    raise exception using errcode = 'P0002', message = 'import batch not found';
  end if;

  for item in select value from jsonb_array_elements(rows) loop
    fields := jsonb_populate_record(null::public.subscriptions, item -> 'subscription');
    category := null;
    if jsonb_typeof(item -> 'category') = 'object' then
      select c.id into category
        from public.subscription_categories c
       where c.user_id = caller and lower(c.name) = lower(item -> 'category' ->> 'name');
      if category is null then
        insert into public.subscription_categories (name, color, description)
        values (
          item -> 'category' ->> 'name',
          coalesce(item -> 'category' ->> 'color', '#000000'),
          item -> 'category' ->> 'description'
        )
        returning id into category;
        insert into public.import_batch_items (batch_id, kind, category_id)
        values (import_subscriptions.batch_id, 'category_created', category);
      end if;
    end if;

    select * into existing
      from public.subscriptions s
     where s.user_id = caller and lower(s.name) = lower(fields.name)
     order by s.id
     limit 1;

    if found and on_duplicate = 'skip' then
      line := (item ->> 'line')::integer;
      outcome := 'skipped';
      subscription_id := existing.id;
      return next;
      continue;
    end if;

    if found then
      insert into public.import_batch_items (batch_id, kind, subscription_id, previous)
      values (import_subscriptions.batch_id, 'updated', existing.id, to_jsonb(existing));
      update public.subscriptions s
         set name = fields.name, brand = fields.brand, price = fields.price, currency = fields.currency,
             start_date = fields.start_date, end_date = fields.end_date, cycle = fields.cycle,
             icon_url = fields.icon_url, auto_renew = fields.auto_renew,
             category_id = coalesce(category, existing.category_id),
             status = fields.status, trial_ends_on = fields.trial_ends_on, paused_on = fields.paused_on,
             cancelled_on = fields.cancelled_on, notes = fields.notes, website_url = fields.website_url,
             payment_method = fields.payment_method
       where s.id = existing.id;
      written := existing.id;
      outcome := 'updated';
    else
      insert into public.subscriptions (
        name, brand, price, currency, start_date, end_date, cycle, icon_url, auto_renew, category_id,
        status, trial_ends_on, paused_on, cancelled_on, notes, website_url, payment_method
      ) values (
        fields.name, fields.brand, fields.price, fields.currency, fields.start_date, fields.end_date, fields.cycle,
        fields.icon_url, fields.auto_renew, category, fields.status, fields.trial_ends_on, fields.paused_on,
        fields.cancelled_on, fields.notes, fields.website_url, fields.payment_method
      )
      returning id into written;
      insert into public.import_batch_items (batch_id, kind, subscription_id)
      values (import_subscriptions.batch_id, 'created', written);
      insert into public.subscription_price_changes (subscription_id, old_price, new_price, effective_date)
      select written, (change ->> 'old_price')::numeric, (change ->> 'new_price')::numeric, (change ->> 'effective_date')::date
        from jsonb_array_elements(coalesce(item -> 'price_changes', '[]'::jsonb)) change;
      insert into public.subscription_pauses (subscription_id, paused_on, resumed_on)
      select written, (pause ->> 'paused_on')::date, (pause ->> 'resumed_on')::date
        from jsonb_array_elements(coalesce(item -> 'pauses', '[]'::jsonb)) pause;
      outcome := 'created';
    end if;

    line := (item ->> 'line')::integer;
    subscription_id := written;
    return next;
  end loop;
end;
$$;

revoke all on function public.import_subscriptions from public, anon;
grant execute on function public.import_subscriptions to authenticated, service_role;

-- Creates the categories of a file that are not in the user's list yet (matched by name, ignoring
-- case), even those no row uses: a backup brings its empty categories back too. Returns how many.
create function public.import_categories(batch_id uuid, categories jsonb)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  item jsonb;
  created bigint;
  count integer := 0;
begin
  perform 1 from public.import_batches b where b.id = import_categories.batch_id and b.undone_at is null;
  if not found then
    raise exception using errcode = 'P0002', message = 'import batch not found';
  end if;
  for item in select value from jsonb_array_elements(categories) loop
    perform 1 from public.subscription_categories c where c.user_id = caller and lower(c.name) = lower(item ->> 'name');
    if found then
      continue;
    end if;
    insert into public.subscription_categories (name, color, description)
    values (item ->> 'name', coalesce(item ->> 'color', '#000000'), item ->> 'description')
    returning id into created;
    insert into public.import_batch_items (batch_id, kind, category_id) values (import_categories.batch_id, 'category_created', created);
    count := count + 1;
  end loop;
  return count;
end;
$$;

revoke all on function public.import_categories from public, anon;
grant execute on function public.import_categories to authenticated, service_role;

-- Undoes the caller's last import: what it created goes (its categories too, unless something else
-- now uses them), what it updated gets its earlier values back. One transaction.
create function public.undo_import(batch_id uuid)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  batch public.import_batches;
  removed integer;
  restored integer;
begin
  select * into batch from public.import_batches b where b.id = undo_import.batch_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'import batch not found';
  end if;
  if batch.undone_at is not null then
    raise exception using errcode = '22023', message = 'import already undone';
  end if;
  if exists (
    select 1 from public.import_batches b
     where b.user_id = batch.user_id and b.created_at > batch.created_at and b.undone_at is null
  ) then
    raise exception using errcode = '22023', message = 'only the last import can be undone';
  end if;

  update public.subscriptions s
     set name = p.name, brand = p.brand, price = p.price, currency = p.currency, start_date = p.start_date,
         end_date = p.end_date, cycle = p.cycle, icon_url = p.icon_url, auto_renew = p.auto_renew,
         category_id = p.category_id, status = p.status, trial_ends_on = p.trial_ends_on,
         paused_on = p.paused_on, cancelled_on = p.cancelled_on, notes = p.notes,
         website_url = p.website_url, payment_method = p.payment_method
    from public.import_batch_items i
    cross join lateral jsonb_populate_record(null::public.subscriptions, i.previous) p
   where i.batch_id = batch.id and i.kind = 'updated' and s.id = i.subscription_id;
  get diagnostics restored = row_count;

  delete from public.subscriptions s
   using public.import_batch_items i
   where i.batch_id = batch.id and i.kind = 'created' and s.id = i.subscription_id;
  get diagnostics removed = row_count;

  delete from public.subscription_categories c
   using public.import_batch_items i
   where i.batch_id = batch.id and i.kind = 'category_created' and c.id = i.category_id
     and not exists (select 1 from public.subscriptions s where s.category_id = c.id);

  update public.import_batches b set undone_at = now() where b.id = batch.id;
  return removed + restored;
end;
$$;

revoke all on function public.undo_import from public, anon;
grant execute on function public.undo_import to authenticated, service_role;

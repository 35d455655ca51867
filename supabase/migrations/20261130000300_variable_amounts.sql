-- Bills whose amount varies (utilities). The price stays the amount the schedule charges; a variable
-- subscription may also carry the range the user expects, in its currency and with its decimals, as
-- the price does: both ends or neither, min ≤ max, and only on a variable subscription.
-- Backups carry payments, so an import writes them too, tagged with its batch (its undo removes them).

alter table public.subscriptions
  add column variable_amount boolean not null default false,
  add column amount_min numeric(13, 3) null,
  add column amount_max numeric(13, 3) null,
  add constraint subscriptions_amount_min_check
    check (amount_min >= 0 and amount_min <> 'NaN' and amount_min = round(amount_min, public.currency_decimals(currency))),
  add constraint subscriptions_amount_max_check
    check (amount_max >= 0 and amount_max <> 'NaN' and amount_max = round(amount_max, public.currency_decimals(currency))),
  add constraint subscriptions_amount_range_check
    check ((amount_min is null) = (amount_max is null) and amount_min <= amount_max),
  add constraint subscriptions_amount_range_variable_check check (variable_amount or amount_min is null);

grant insert (variable_amount, amount_min, amount_max), update (variable_amount, amount_min, amount_max)
  on public.subscriptions to authenticated;

-- The variable-amount settings are left as they are when variable_amount is not given, so a caller
-- that predates them never clears them.
drop function public.update_subscription(
  bigint, text, text, numeric, text, date, date, text, text, boolean, bigint, text, date, date, date, text, text, text,
  numeric, date, boolean, smallint[], boolean
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
  remind_to_cancel boolean default false,
  variable_amount boolean default null,
  amount_min numeric default null,
  amount_max numeric default null
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
           payment_method = update_subscription.payment_method,
           variable_amount = coalesce(update_subscription.variable_amount, s.variable_amount),
           amount_min = case when update_subscription.variable_amount is null then s.amount_min else update_subscription.amount_min end,
           amount_max = case when update_subscription.variable_amount is null then s.amount_max else update_subscription.amount_max end
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

-- As before, with the variable-amount columns and each row's "payments":
--   [ { "due_on", "state", "paid_on", "amount", "currency", "rate_to_base", "base_currency", "rate_date", "note" } ]
-- A charge that already has a record keeps it: the file's record of it is skipped.
create or replace function public.import_subscriptions(batch_id uuid, rows jsonb, on_duplicate text default 'skip')
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
             payment_method = fields.payment_method, variable_amount = coalesce(fields.variable_amount, false),
             amount_min = fields.amount_min, amount_max = fields.amount_max
       where s.id = existing.id;
      written := existing.id;
      outcome := 'updated';
    else
      insert into public.subscriptions (
        name, brand, price, currency, start_date, end_date, cycle, icon_url, auto_renew, category_id,
        status, trial_ends_on, paused_on, cancelled_on, notes, website_url, payment_method,
        variable_amount, amount_min, amount_max
      ) values (
        fields.name, fields.brand, fields.price, fields.currency, fields.start_date, fields.end_date, fields.cycle,
        fields.icon_url, fields.auto_renew, category, fields.status, fields.trial_ends_on, fields.paused_on,
        fields.cancelled_on, fields.notes, fields.website_url, fields.payment_method,
        coalesce(fields.variable_amount, false), fields.amount_min, fields.amount_max
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

    insert into public.subscription_payments (
      subscription_id, due_on, state, paid_on, amount, currency, rate_to_base, base_currency, rate_date, note,
      source, import_batch_id
    )
    select written, (payment ->> 'due_on')::date, payment ->> 'state', (payment ->> 'paid_on')::date,
           (payment ->> 'amount')::numeric, payment ->> 'currency', (payment ->> 'rate_to_base')::numeric,
           payment ->> 'base_currency', (payment ->> 'rate_date')::date, payment ->> 'note',
           'import', import_subscriptions.batch_id
      from jsonb_array_elements(coalesce(item -> 'payments', '[]'::jsonb)) payment
    on conflict on constraint subscription_payments_charge_key do nothing;

    line := (item ->> 'line')::integer;
    subscription_id := written;
    return next;
  end loop;
end;
$$;

-- As before, putting the variable-amount settings back too. An import recorded before they existed
-- saved a row without them: that subscription had the defaults.
create or replace function public.undo_import(batch_id uuid)
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
         website_url = p.website_url, payment_method = p.payment_method,
         variable_amount = coalesce(p.variable_amount, false), amount_min = p.amount_min, amount_max = p.amount_max
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

-- The dashboard's forecast of each variable bill: its last few paid charges, read in one narrow query
-- that the (subscription_id, due_on) key answers without reading the rest of the ledger.
create function public.recent_paid_payments(per_subscription integer default 3)
returns setof public.subscription_payments
language sql
stable
security invoker
set search_path = ''
as $$
  select r.*
    from public.subscriptions s
    cross join lateral (
      select p.*
        from public.subscription_payments p
       where p.subscription_id = s.id and p.user_id = s.user_id and p.state = 'paid'
       order by p.due_on desc
       limit least(greatest(recent_paid_payments.per_subscription, 0), 12)
    ) r
   where s.user_id = (select auth.uid()) and s.variable_amount;
$$;

revoke all on function public.recent_paid_payments from public, anon;
grant execute on function public.recent_paid_payments to authenticated, service_role;

-- Finding subscriptions in a bank statement. The browser reads the files and finds the recurring
-- charges; the database keeps only what the user confirms:
--   statement_imports      which files were read (their SHA-256, format, period and transaction count),
--                          never a transaction: the app can say "this statement was already read"
--   merchant_aliases       a merge remembered: a later statement's charges at that merchant belong to
--                          that subscription
--   detection_dismissals   "not a subscription": the same merchant, cadence, currency and about the same
--                          amount is not proposed again; a very different amount is
--   subscription_payments.statement_ref   the statement's reference of the charge a payment was matched
--                          to, so reading an overlapping statement again records nothing twice
-- confirm_statement_import() writes a confirmed review as one import batch in one transaction;
-- undo_import() of that batch removes all of it.
--
-- A merchant key is the detection's normalised merchant: trimmed, upper case, words separated by one
-- space, no control characters, at most 200 characters.

create function public.is_merchant_key(p_key text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_key ~ '^\S+( \S+)*$' and p_key !~ '[[:cntrl:]]' and char_length(p_key) <= 200 and p_key = upper(p_key);
$$;

-- A dismissal covers amounts within about 10% of the one dismissed: ten buckets per factor of e.
-- The app computes the same bucket (lib/statement-import/dismissals.ts).
create function public.amount_bucket(p_amount numeric)
returns integer
language sql
immutable
strict
set search_path = ''
as $$
  select case when p_amount > 0 and p_amount <> 'NaN' then round(10 * ln(p_amount))::integer end;
$$;

revoke all on function public.is_merchant_key(text), public.amount_bucket(numeric) from public, anon;
grant execute on function public.is_merchant_key(text), public.amount_bucket(numeric) to authenticated, service_role;

alter table public.import_batches drop constraint import_batches_source_check;
alter table public.import_batches add constraint import_batches_source_check
  check (source in ('backup', 'csv', 'wallos-json', 'wallos-csv', 'subtrackr', 'spreadsheet', 'statement'));

create table public.statement_imports (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  file_sha256 text not null,
  format text not null,
  period_from date null,
  period_to date null,
  transaction_count integer not null,
  import_batch_id uuid null,
  created_at timestamptz not null default now(),
  constraint statement_imports_file_sha256_check check (file_sha256 ~ '^[0-9a-f]{64}$'),
  constraint statement_imports_format_check check (format in ('ofx', 'qif', 'camt053', 'norma43', 'csv')),
  -- A file without transactions has no period.
  constraint statement_imports_period_check check ((period_from is null) = (period_to is null) and period_from <= period_to),
  constraint statement_imports_period_range_check
    check (period_from between '1900-01-01' and '2199-12-31' and period_to between '1900-01-01' and '2199-12-31'),
  constraint statement_imports_transaction_count_check check (transaction_count between 0 and 100000),
  constraint statement_imports_import_batch_fkey
    foreign key (import_batch_id, user_id) references public.import_batches (id, user_id) on delete set null (import_batch_id),
  constraint statement_imports_user_id_file_sha256_key unique (user_id, file_sha256)
);

create index statement_imports_import_batch_id_idx
  on public.statement_imports (import_batch_id, user_id) where import_batch_id is not null;

create table public.merchant_aliases (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  merchant_key text not null,
  subscription_id bigint not null,
  import_batch_id uuid null,
  created_at timestamptz not null default now(),
  constraint merchant_aliases_merchant_key_check check (public.is_merchant_key(merchant_key)),
  -- The composite key keeps an alias on one of its owner's own subscriptions.
  constraint merchant_aliases_subscription_fkey
    foreign key (subscription_id, user_id) references public.subscriptions (id, user_id) on delete cascade,
  constraint merchant_aliases_import_batch_fkey
    foreign key (import_batch_id, user_id) references public.import_batches (id, user_id) on delete set null (import_batch_id),
  constraint merchant_aliases_user_id_merchant_key_key unique (user_id, merchant_key)
);

create index merchant_aliases_subscription_id_idx on public.merchant_aliases (subscription_id, user_id);
create index merchant_aliases_import_batch_id_idx
  on public.merchant_aliases (import_batch_id, user_id) where import_batch_id is not null;

create table public.detection_dismissals (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  merchant_key text not null,
  cadence text not null,
  currency text not null,
  amount numeric(13, 3) not null,
  amount_bucket integer generated always as (public.amount_bucket(amount)) stored,
  import_batch_id uuid null,
  created_at timestamptz not null default now(),
  constraint detection_dismissals_merchant_key_check check (public.is_merchant_key(merchant_key)),
  constraint detection_dismissals_cadence_check
    check (cadence in ('weekly', 'biweekly', 'monthly', 'bimonthly', 'quarterly', 'semiannual', 'yearly')),
  constraint detection_dismissals_currency_check check (public.is_known_currency(currency)),
  constraint detection_dismissals_amount_check
    check (amount > 0 and amount <> 'NaN' and amount = round(amount, public.currency_decimals(currency))),
  constraint detection_dismissals_import_batch_fkey
    foreign key (import_batch_id, user_id) references public.import_batches (id, user_id) on delete set null (import_batch_id),
  constraint detection_dismissals_key unique (user_id, merchant_key, cadence, currency, amount_bucket)
);

create index detection_dismissals_import_batch_id_idx
  on public.detection_dismissals (import_batch_id, user_id) where import_batch_id is not null;

-- Every statement payment carries its reference, and only those do; a reference is recorded once per
-- subscription. References are the readers' transaction keys: printable ASCII without spaces.
alter table public.subscription_payments
  add column statement_ref text null,
  add constraint subscription_payments_statement_ref_check check (statement_ref ~ '^[!-~]{1,200}$'),
  add constraint subscription_payments_statement_source_check check ((source = 'statement') = (statement_ref is not null));

create unique index subscription_payments_statement_ref_key
  on public.subscription_payments (subscription_id, statement_ref) where statement_ref is not null;

grant insert (statement_ref) on public.subscription_payments to authenticated;

-- A price change found in a statement belongs to its import, so undoing the import removes it.
alter table public.subscription_price_changes
  add column import_batch_id uuid null,
  add constraint subscription_price_changes_import_batch_fkey
    foreign key (import_batch_id, user_id) references public.import_batches (id, user_id) on delete set null (import_batch_id);

create index subscription_price_changes_import_batch_id_idx
  on public.subscription_price_changes (import_batch_id, user_id) where import_batch_id is not null;

grant insert (import_batch_id) on public.subscription_price_changes to authenticated;

alter table public.statement_imports enable row level security;
alter table public.statement_imports force row level security;
alter table public.merchant_aliases enable row level security;
alter table public.merchant_aliases force row level security;
alter table public.detection_dismissals enable row level security;
alter table public.detection_dismissals force row level security;

-- Statements read and dismissals are recorded and deleted, never edited; an alias may be pointed at
-- another of the user's subscriptions.
revoke all on table public.statement_imports, public.merchant_aliases, public.detection_dismissals
  from public, anon, authenticated;
grant select, delete on table public.statement_imports, public.merchant_aliases, public.detection_dismissals to authenticated;
grant insert (user_id, file_sha256, format, period_from, period_to, transaction_count, import_batch_id)
  on public.statement_imports to authenticated;
grant insert (user_id, merchant_key, subscription_id, import_batch_id) on public.merchant_aliases to authenticated;
grant update (subscription_id, import_batch_id) on public.merchant_aliases to authenticated;
grant insert (user_id, merchant_key, cadence, currency, amount, import_batch_id) on public.detection_dismissals to authenticated;
grant all on table public.statement_imports, public.merchant_aliases, public.detection_dismissals to service_role;
revoke all on sequence public.statement_imports_id_seq, public.merchant_aliases_id_seq, public.detection_dismissals_id_seq
  from public, anon, authenticated;
grant usage, select on sequence public.statement_imports_id_seq, public.merchant_aliases_id_seq, public.detection_dismissals_id_seq
  to service_role;

do $$
declare
  t record;
begin
  for t in select * from (values
    ('statement_imports', 'statements read'),
    ('merchant_aliases', 'merchant aliases'),
    ('detection_dismissals', 'dismissed charges')
  ) as v(tablename, noun) loop
    execute format(
      $policy$create policy "Users read their own %2$s" on public.%1$I for select to authenticated
        using (user_id = (select auth.uid()) and (select public.is_active_user()))$policy$, t.tablename, t.noun);
    execute format(
      $policy$create policy "Users record their own %2$s" on public.%1$I for insert to authenticated
        with check (user_id = (select auth.uid()) and (select public.is_active_user()))$policy$, t.tablename, t.noun);
    execute format(
      $policy$create policy "Users update their own %2$s" on public.%1$I for update to authenticated
        using (user_id = (select auth.uid()) and (select public.is_active_user()))
        with check (user_id = (select auth.uid()))$policy$, t.tablename, t.noun);
    execute format(
      $policy$create policy "Users delete their own %2$s" on public.%1$I for delete to authenticated
        using (user_id = (select auth.uid()) and (select public.is_active_user()))$policy$, t.tablename, t.noun);
    -- Same rule as every other table (two-factor migration): a verified factor asks for an aal2 session.
    execute format(
      $policy$create policy "Two-factor users need an aal2 session" on public.%I as restrictive to authenticated
        using (
          array[coalesce((select auth.jwt() ->> 'aal'), 'aal1')] <@ (
            select case when count(id) > 0 then array['aal2'] else array['aal1', 'aal2'] end
              from auth.mfa_factors
             where (select auth.uid()) = user_id and status = 'verified'
          )
        )$policy$, t.tablename);
  end loop;
end;
$$;

-- A statement a month for 80 years; an alias for every subscription; dismissals to spare.
create trigger enforce_quota after insert on public.statement_imports
  referencing new table as inserted for each statement
  execute function public.enforce_quota('statement_imports', '1000', 'user_id');
create trigger enforce_quota after insert on public.merchant_aliases
  referencing new table as inserted for each statement
  execute function public.enforce_quota('merchant_aliases', '2000', 'user_id');
create trigger enforce_quota after insert on public.detection_dismissals
  referencing new table as inserted for each statement
  execute function public.enforce_quota('dismissals', '5000', 'user_id');

-- Undoing an import removes what it recorded beside its subscriptions and payments: the statements
-- it read (so they can be read again), its aliases, dismissals and price changes. An alias the import
-- pointed elsewhere is removed too, not pointed back. SECURITY INVOKER, as the payments' undo.
create function public.remove_undone_statement_import()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.statement_imports s where s.import_batch_id = new.id and s.user_id = new.user_id;
  delete from public.merchant_aliases a where a.import_batch_id = new.id and a.user_id = new.user_id;
  delete from public.detection_dismissals d where d.import_batch_id = new.id and d.user_id = new.user_id;
  delete from public.subscription_price_changes c where c.import_batch_id = new.id and c.user_id = new.user_id;
  return null;
end;
$$;

revoke all on function public.remove_undone_statement_import() from public, anon, authenticated;

create trigger remove_undone_statement_import
  after update of undone_at on public.import_batches
  for each row
  when (old.undone_at is null and new.undone_at is not null)
  execute function public.remove_undone_statement_import();

-- Writes a confirmed statement review for the caller as one import batch, in one transaction:
--   statements        [ { "file_sha256", "format", "period_from", "period_to", "transaction_count" } ]
--   new_subscriptions [ { "subscription": { column: value … }, "category": { "name", "color", "description" } | null,
--                         "merchant_key": text | null, "payments": [ payment without "subscription_id" ] } ]
--   price_changes     [ { "subscription_id", "effective_date", "new_price" } ]
--   payments          [ { "subscription_id", "due_on", "paid_on", "amount", "currency", "statement_ref",
--                         "rate_to_base", "base_currency", "rate_date" } ]   all paid, source 'statement'
--   aliases           [ { "merchant_key", "subscription_id" } ]
--   dismissals        [ { "merchant_key", "cadence", "currency", "amount" } ]
-- New subscriptions go through import_subscriptions(): a name already in the list (ignoring case) is
-- that subscription, which then takes the charges and the alias. What is already stored is skipped, so
-- sending the same review twice writes nothing the second time: a statement already read, a charge
-- already recorded (by due date or by statement reference), the same price change on the same day, an
-- alias already pointing there, a dismissal already made. Another user's subscription is refused
-- (23503). SECURITY INVOKER: every write is the caller's, under row-level security and the tables' rules.
create function public.confirm_statement_import(
  statements jsonb,
  new_subscriptions jsonb default '[]',
  price_changes jsonb default '[]',
  payments jsonb default '[]',
  aliases jsonb default '[]',
  dismissals jsonb default '[]'
)
returns table (
  batch_id uuid,
  created integer,
  existing integer,
  price_changes_recorded integer,
  payments_recorded integer,
  duplicates_skipped integer,
  aliases_saved integer,
  dismissals_saved integer,
  statements_recorded integer
)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  item jsonb;
  written record;
  target public.subscriptions;
  charges jsonb := coalesce(confirm_statement_import.payments, '[]');
  merged jsonb := '[]';
begin
  insert into public.import_batches (source) values ('statement') returning id into batch_id;

  insert into public.statement_imports (file_sha256, format, period_from, period_to, transaction_count, import_batch_id)
  select f ->> 'file_sha256', f ->> 'format', (f ->> 'period_from')::date, (f ->> 'period_to')::date,
         (f ->> 'transaction_count')::integer, batch_id
    from jsonb_array_elements(coalesce(confirm_statement_import.statements, '[]')) f
  on conflict on constraint statement_imports_user_id_file_sha256_key do nothing;
  get diagnostics statements_recorded = row_count;

  created := 0;
  existing := 0;
  for written in
    select r.line, r.outcome, r.subscription_id
      from public.import_subscriptions(
        batch_id,
        (select coalesce(jsonb_agg(jsonb_build_object('line', n, 'subscription', s -> 'subscription', 'category', s -> 'category')), '[]')
           from jsonb_array_elements(coalesce(confirm_statement_import.new_subscriptions, '[]')) with ordinality as x(s, n)),
        'skip'
      ) r
  loop
    item := confirm_statement_import.new_subscriptions -> (written.line - 1);
    if written.outcome = 'created' then created := created + 1; else existing := existing + 1; end if;
    charges := charges || coalesce(
      (select jsonb_agg(p || jsonb_build_object('subscription_id', written.subscription_id))
         from jsonb_array_elements(coalesce(item -> 'payments', '[]')) p),
      '[]');
    if item ->> 'merchant_key' is not null then
      merged := merged || jsonb_build_array(jsonb_build_object('merchant_key', item ->> 'merchant_key', 'subscription_id', written.subscription_id));
    end if;
  end loop;

  insert into public.subscription_payments (
    subscription_id, due_on, state, paid_on, amount, currency, rate_to_base, base_currency, rate_date,
    source, statement_ref, import_batch_id
  )
  select (p ->> 'subscription_id')::bigint, (p ->> 'due_on')::date, 'paid', (p ->> 'paid_on')::date,
         (p ->> 'amount')::numeric, p ->> 'currency', (p ->> 'rate_to_base')::numeric, p ->> 'base_currency',
         (p ->> 'rate_date')::date, 'statement', p ->> 'statement_ref', batch_id
    from jsonb_array_elements(charges) p
  on conflict do nothing;
  get diagnostics payments_recorded = row_count;
  duplicates_skipped := jsonb_array_length(charges) - payments_recorded;

  price_changes_recorded := 0;
  for item in select value from jsonb_array_elements(coalesce(confirm_statement_import.price_changes, '[]')) loop
    select * into target from public.subscriptions s where s.id = (item ->> 'subscription_id')::bigint;
    if not found then
      raise exception using errcode = 'foreign_key_violation', message = 'subscription not found';
    end if;
    if (item ->> 'new_price')::numeric <> round((item ->> 'new_price')::numeric, public.currency_decimals(target.currency)) then
      raise exception using errcode = 'check_violation', message = 'a new price has more decimals than its currency';
    end if;
    continue when exists (
      select 1 from public.subscription_price_changes c
       where c.subscription_id = target.id
         and c.effective_date = (item ->> 'effective_date')::date
         and c.new_price = (item ->> 'new_price')::numeric
    );
    insert into public.subscription_price_changes (subscription_id, old_price, new_price, effective_date, import_batch_id)
    values (
      target.id,
      coalesce(
        (select c.new_price
           from public.subscription_price_changes c
          where c.subscription_id = target.id and c.effective_date < (item ->> 'effective_date')::date
          order by c.effective_date desc, c.created_at desc, c.id desc
          limit 1),
        target.price
      ),
      (item ->> 'new_price')::numeric,
      (item ->> 'effective_date')::date,
      batch_id
    );
    price_changes_recorded := price_changes_recorded + 1;
  end loop;

  -- One row per key, the last one given winning, since an upsert may not touch a row twice.
  insert into public.merchant_aliases as a (merchant_key, subscription_id, import_batch_id)
  select distinct on (x.alias ->> 'merchant_key') x.alias ->> 'merchant_key', (x.alias ->> 'subscription_id')::bigint, batch_id
    from jsonb_array_elements(merged || coalesce(confirm_statement_import.aliases, '[]')) with ordinality as x(alias, n)
   order by x.alias ->> 'merchant_key', x.n desc
  on conflict on constraint merchant_aliases_user_id_merchant_key_key do update
     set subscription_id = excluded.subscription_id, import_batch_id = excluded.import_batch_id
   where a.subscription_id <> excluded.subscription_id;
  get diagnostics aliases_saved = row_count;

  insert into public.detection_dismissals (merchant_key, cadence, currency, amount, import_batch_id)
  select d ->> 'merchant_key', d ->> 'cadence', d ->> 'currency', (d ->> 'amount')::numeric, batch_id
    from jsonb_array_elements(coalesce(confirm_statement_import.dismissals, '[]')) d
  on conflict on constraint detection_dismissals_key do nothing;
  get diagnostics dismissals_saved = row_count;

  return next;
end;
$$;

revoke all on function public.confirm_statement_import from public, anon;
grant execute on function public.confirm_statement_import to authenticated, service_role;

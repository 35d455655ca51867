-- What was actually paid. Charges stay derived from the schedule and the price history; a row is
-- written only when something happens to one, identified by its subscription and scheduled date:
--   paid       amount (and paid_on) as paid; an amount other than the expected one is still 'paid'
--   skipped    nothing was charged: no amount, no paid date
--   failed     the charge did not go through
--   refunded   it was charged and given back
-- The exchange rate into the user's base currency is frozen when the payment is recorded, with the
-- base it converts into, so a later change of base currency never rereads old payments at a wrong rate.
-- Amounts follow the subscriptions' rules: the currency's own decimals, 0 … 9,999,999,999.999, never NaN.

create table public.subscription_payments (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  subscription_id bigint not null,
  due_on date not null,
  state text not null,
  paid_on date null,
  amount numeric(13, 3) null,
  currency text null,
  rate_to_base numeric(24, 12) null,
  base_currency text null,
  rate_date date null,
  source text not null default 'manual',
  import_batch_id uuid null,
  note text null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint subscription_payments_state_check check (state in ('paid', 'skipped', 'failed', 'refunded')),
  constraint subscription_payments_source_check check (source in ('manual', 'reminder', 'import', 'statement')),
  constraint subscription_payments_due_on_range_check check (due_on between '1900-01-01' and '2199-12-31'),
  constraint subscription_payments_paid_on_range_check check (paid_on between '1900-01-01' and '2199-12-31'),
  constraint subscription_payments_rate_date_range_check check (rate_date between '1900-01-01' and '2199-12-31'),
  constraint subscription_payments_amount_check
    check (amount >= 0 and amount <> 'NaN' and amount = round(amount, public.currency_decimals(currency))),
  constraint subscription_payments_currency_check check (public.is_known_currency(currency)),
  constraint subscription_payments_amount_currency_check check ((amount is null) = (currency is null)),
  constraint subscription_payments_paid_amount_check check (state <> 'paid' or amount is not null),
  constraint subscription_payments_skipped_check check (state <> 'skipped' or (amount is null and paid_on is null)),
  -- NaN sorts above every number, so the upper bound refuses it too.
  constraint subscription_payments_rate_check check (rate_to_base > 0 and rate_to_base < 1000000000000),
  constraint subscription_payments_base_currency_check check (public.is_known_currency(base_currency)),
  constraint subscription_payments_rate_fields_check check (
    (rate_to_base is null) = (base_currency is null)
    and (rate_to_base is null) = (rate_date is null)
    and (rate_to_base is null or amount is not null)
  ),
  constraint subscription_payments_note_check check (note is null or char_length(note) <= 2000),
  constraint subscription_payments_subscription_fkey
    foreign key (subscription_id, user_id)
    references public.subscriptions (id, user_id)
    on delete cascade,
  constraint subscription_payments_import_batch_fkey
    foreign key (import_batch_id, user_id)
    references public.import_batches (id, user_id)
    on delete set null (import_batch_id),
  -- A charge has at most one record: two marks of the same charge at once leave one row.
  constraint subscription_payments_charge_key unique (subscription_id, due_on)
);

create index subscription_payments_user_id_due_on_idx on public.subscription_payments (user_id, due_on);
create index subscription_payments_import_batch_id_idx
  on public.subscription_payments (import_batch_id, user_id) where import_batch_id is not null;

create trigger set_updated_at
  before update on public.subscription_payments
  for each row execute function public.set_updated_at();

alter table public.subscription_payments enable row level security;
alter table public.subscription_payments force row level security;

revoke all on table public.subscription_payments from public, anon, authenticated;
grant select, delete on table public.subscription_payments to authenticated;
grant insert (subscription_id, user_id, due_on, state, paid_on, amount, currency, rate_to_base, base_currency, rate_date,
              source, import_batch_id, note)
  on public.subscription_payments to authenticated;
grant update (state, paid_on, amount, currency, rate_to_base, base_currency, rate_date, note)
  on public.subscription_payments to authenticated;
grant all on table public.subscription_payments to service_role;
revoke all on sequence public.subscription_payments_id_seq from public, anon, authenticated;
grant usage, select on sequence public.subscription_payments_id_seq to service_role;

create policy "Users read their own payments"
  on public.subscription_payments for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));

create policy "Users record their own payments"
  on public.subscription_payments for insert to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_active_user()));

create policy "Users update their own payments"
  on public.subscription_payments for update to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()))
  with check (user_id = (select auth.uid()));

create policy "Users delete their own payments"
  on public.subscription_payments for delete to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));

-- Same rule as every other table (two-factor migration): a verified factor asks for an aal2 session.
create policy "Two-factor users need an aal2 session" on public.subscription_payments as restrictive to authenticated
  using (
    array[coalesce((select auth.jwt() ->> 'aal'), 'aal1')] <@ (
      select case when count(id) > 0 then array['aal2'] else array['aal1', 'aal2'] end
        from auth.mfa_factors
       where (select auth.uid()) = user_id and status = 'verified'
    )
  );

-- Five years of monthly payments for 800 subscriptions, about 50,000 rows.
create trigger enforce_quota after insert on public.subscription_payments
  referencing new table as inserted for each statement
  execute function public.enforce_quota('payments', '50000', 'user_id');

-- Undoing an import removes the payments it added, however the batch was marked undone. SECURITY
-- INVOKER: the delete is the caller's own, under row-level security.
create function public.remove_undone_import_payments()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  delete from public.subscription_payments p where p.import_batch_id = new.id and p.user_id = new.user_id;
  return null;
end;
$$;

revoke all on function public.remove_undone_import_payments() from public, anon, authenticated;

create trigger remove_undone_import_payments
  after update of undone_at on public.import_batches
  for each row
  when (old.undone_at is null and new.undone_at is not null)
  execute function public.remove_undone_import_payments();

-- Daily exchange-rate cache. Only the exchange-rate function writes it, with the service role;
-- signed-in users may read it (rates are public data), visitors may not.

create table public.exchange_rates (
  id bigint generated always as identity primary key,
  base text not null,
  target text not null,
  rate numeric not null,
  rate_date date not null,
  source text not null,
  fetched_at timestamptz not null default now(),
  constraint exchange_rates_base_check check (base ~ '^[A-Z]{3}$'),
  constraint exchange_rates_target_check check (target ~ '^[A-Z]{3}$'),
  constraint exchange_rates_rate_check check (rate > 0),
  constraint exchange_rates_source_check check (char_length(source) between 1 and 200),
  constraint exchange_rates_base_target_rate_date_key unique (base, target, rate_date)
);

alter table public.exchange_rates enable row level security;
alter table public.exchange_rates force row level security;

revoke all on table public.exchange_rates from public, anon, authenticated;
grant select on table public.exchange_rates to authenticated;
grant all on table public.exchange_rates to service_role;
revoke all on sequence public.exchange_rates_id_seq from public, anon, authenticated;
grant usage, select on sequence public.exchange_rates_id_seq to service_role;

create policy "Signed-in users read exchange rates"
  on public.exchange_rates for select to authenticated
  using (true);

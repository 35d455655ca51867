-- Every ISO 4217 currency the keyless rate source quotes, not only the spec's six. The list and
-- each currency's decimals are the app's (supabase/functions/_shared/currencies.ts); a unit test
-- holds this file to it. Prices get a third decimal place for the currencies that have one (KWD),
-- and no price has more decimals than its currency (none for JPY and KRW).

create function public.is_known_currency(p_code text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_code = any (array[
    'AED', 'AFN', 'ALL', 'AMD', 'ANG', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN',
    'BHD', 'BIF', 'BMD', 'BND', 'BOB', 'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHF',
    'CLP', 'CNY', 'COP', 'CRC', 'CUP', 'CVE', 'CZK', 'DJF', 'DKK', 'DOP', 'DZD', 'EGP', 'ERN', 'ETB',
    'EUR', 'FJD', 'FKP', 'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GNF', 'GTQ', 'GYD', 'HKD', 'HNL', 'HRK',
    'HTG', 'HUF', 'IDR', 'ILS', 'INR', 'IQD', 'IRR', 'ISK', 'JMD', 'JOD', 'JPY', 'KES', 'KGS', 'KHR',
    'KMF', 'KRW', 'KWD', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'LYD', 'MAD', 'MDL', 'MGA',
    'MKD', 'MMK', 'MNT', 'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN', 'MYR', 'MZN', 'NAD', 'NGN', 'NIO',
    'NOK', 'NPR', 'NZD', 'OMR', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN', 'PYG', 'QAR', 'RON', 'RSD',
    'RUB', 'RWF', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP', 'SLE', 'SLL', 'SOS', 'SRD', 'SSP',
    'STN', 'SYP', 'SZL', 'THB', 'TJS', 'TMT', 'TND', 'TOP', 'TRY', 'TTD', 'TWD', 'TZS', 'UAH', 'UGX',
    'USD', 'UYU', 'UZS', 'VES', 'VND', 'VUV', 'WST', 'XAF', 'XCD', 'XCG', 'XDR', 'XOF', 'XPF', 'YER',
    'ZAR', 'ZMW', 'ZWG', 'ZWL'
  ]);
$$;

create function public.currency_decimals(p_code text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when p_code = any (array[
      'AFN', 'ALL', 'BIF', 'CLP', 'COP', 'DJF', 'GNF', 'HUF', 'IDR', 'IQD', 'IRR', 'ISK', 'JPY', 'KMF',
      'KRW', 'LAK', 'LBP', 'MGA', 'MMK', 'PKR', 'PYG', 'RWF', 'SLL', 'SOS', 'SYP', 'UGX', 'VND', 'VUV',
      'XAF', 'XOF', 'XPF', 'YER'
    ]) then 0
    when p_code = any (array['BHD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']) then 3
    else 2
  end;
$$;

revoke all on function public.is_known_currency(text) from public, anon;
grant execute on function public.is_known_currency(text) to authenticated, service_role;
revoke all on function public.currency_decimals(text) from public, anon;
grant execute on function public.currency_decimals(text) to authenticated, service_role;

alter table public.subscriptions drop constraint subscriptions_currency_check;
alter table public.subscriptions add constraint subscriptions_currency_check check (public.is_known_currency(currency));

alter table public.user_profiles drop constraint user_profiles_default_currency_check;
alter table public.user_profiles
  add constraint user_profiles_default_currency_check check (public.is_known_currency(default_currency));

alter table public.subscriptions alter column price type numeric(13, 3);
alter table public.subscription_price_changes
  alter column old_price type numeric(13, 3),
  alter column new_price type numeric(13, 3);

-- Yen were stored with cents until now; a charge of ¥1,490.50 does not exist, so it becomes ¥1,491.
update public.subscriptions
   set price = round(price, public.currency_decimals(currency))
 where price <> round(price, public.currency_decimals(currency));

alter table public.subscriptions
  add constraint subscriptions_price_decimals_check check (price = round(price, public.currency_decimals(currency)));

-- The dashboard proposes the currency of the browser's region once; answering it, or choosing a
-- currency in Settings, sets this. Accounts that already chose one are not asked.
alter table public.user_profiles add column currency_confirmed boolean not null default false;
update public.user_profiles set currency_confirmed = true where default_currency <> 'TWD';
grant update (currency_confirmed) on table public.user_profiles to authenticated;

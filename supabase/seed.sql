-- Demo data for local runs: sign in as demo@example.com / demo-password. Dates are relative to
-- current_date so the dashboard always has something expiring soon, something expired and an
-- upcoming price change.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password,
  email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, is_super_admin,
  created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  email_change_token_current, phone_change, phone_change_token, reauthentication_token
) values (
  '00000000-0000-0000-0000-000000000000',
  'd0d0d0d0-0000-4000-8000-000000000001',
  'authenticated',
  'authenticated',
  'demo@example.com',
  extensions.crypt('demo-password', extensions.gen_salt('bf')),
  now(), null,
  '{"provider": "email", "providers": ["email"]}',
  '{"sub": "d0d0d0d0-0000-4000-8000-000000000001", "email": "demo@example.com", "email_verified": true, "phone_verified": false}',
  false,
  now(), now(),
  '', '', '', '', '', '', '', ''
);

insert into auth.identities (
  provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
) values (
  'd0d0d0d0-0000-4000-8000-000000000001',
  'd0d0d0d0-0000-4000-8000-000000000001',
  '{"sub": "d0d0d0d0-0000-4000-8000-000000000001", "email": "demo@example.com", "email_verified": false, "phone_verified": false}',
  'email',
  now(), now(), now()
);

-- The sign-up trigger has created the profile.
update public.user_profiles
set nickname = 'Demo'
where id = 'd0d0d0d0-0000-4000-8000-000000000001';

insert into public.subscription_categories (user_id, name, description, color) values
  ('d0d0d0d0-0000-4000-8000-000000000001', 'Entertainment', 'Video and music streaming', '#E74C3C'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'Productivity', 'Work and creative tools', '#3498DB'),
  ('d0d0d0d0-0000-4000-8000-000000000001', 'Utilities', 'Storage and everyday services', '#2ECC71');

with demo as (
  select 'd0d0d0d0-0000-4000-8000-000000000001'::uuid as user_id
),
rows (name, brand, price, currency, start_date, end_date, cycle, icon_url, auto_renew, category) as (
  values
    -- Monthly, renewing in 4 days, three months after it started. Its price rose from 330 to 390
    -- after the first month (below).
    ('Netflix Standard', 'Netflix', 390.00, 'TWD',
      (current_date + 4 - interval '3 months')::date, current_date + 4, 'custom:months:1', '/brand-icons/netflix.svg', true, 'Entertainment'),
    -- Price rises from 149 to 169 on its next renewal (see the price change below).
    ('Spotify Premium', 'Spotify', 149.00, 'TWD',
      (current_date + 20 - interval '1 month')::date, current_date + 20, 'custom:months:1', '/brand-icons/spotify.svg', true, 'Entertainment'),
    ('YouTube Premium', 'YouTube', 13.99, 'USD',
      (current_date + 27 - interval '1 month')::date, current_date + 27, 'custom:months:1', '/brand-icons/youtube.svg', true, 'Entertainment'),
    -- Expiring soon: a yearly plan ending in 6 days, not renewing.
    ('Disney+ Annual', 'Disney', 9900.00, 'JPY',
      (current_date + 6 - interval '1 year')::date, current_date + 6, '1year', '/brand-icons/disney.svg', false, 'Entertainment'),
    ('Notion Plus', 'Notion', 96.00, 'USD',
      current_date - 100, (current_date - 100 + interval '1 year')::date, '1year', '/brand-icons/notion.svg', true, 'Productivity'),
    ('GitHub Copilot', 'GitHub', 10.00, 'USD',
      (current_date + 15 - interval '1 month')::date, current_date + 15, 'custom:months:1', '/brand-icons/github.svg', true, 'Productivity'),
    ('Adobe Photography Plan', 'Adobe', 59.94, 'GBP',
      current_date - 40, (current_date - 40 + interval '6 months')::date, '6months', '/brand-icons/adobe.svg', true, 'Productivity'),
    -- Expired: ended 10 days ago and does not renew.
    ('Microsoft 365 Personal', 'Microsoft', 99.00, 'EUR',
      (current_date - 10 - interval '1 year')::date, current_date - 10, '1year', '/brand-icons/microsoft.svg', false, 'Productivity'),
    ('Dropbox Plus', 'Dropbox', 119.88, 'EUR',
      current_date - 200, (current_date - 200 + interval '1 year')::date, '1year', '/brand-icons/dropbox.svg', true, 'Utilities'),
    -- Auto-renewing with its first term's end passed: the dashboard rolls it forward to the next renewal.
    ('iCloud+ 200 GB', 'Apple', 90.00, 'TWD',
      (current_date - 10 - interval '1 month')::date, current_date - 10, 'custom:months:1', '/brand-icons/apple.svg', true, 'Utilities'),
    ('Google One 2 TB', 'Google', 975.00, 'TWD',
      current_date - 30, (current_date - 30 + interval '3 months')::date, 'custom:months:3', '/brand-icons/google.svg', true, 'Utilities'),
    -- Uncategorized. A weekly meal kit: it renews every week.
    ('Weekly meal kit', 'FreshBox', 1290.00, 'TWD',
      current_date - 3, current_date + 4, 'custom:days:7', null, true, null),
    ('Password manager', '1Password', 59.76, 'USD',
      current_date - 400, (current_date - 400 + interval '2 years')::date, 'custom:years:2', null, true, null)
)
insert into public.subscriptions (
  user_id, name, brand, price, currency, start_date, end_date, cycle, icon_url, auto_renew, category_id
)
select
  demo.user_id, rows.name, rows.brand, rows.price, rows.currency, rows.start_date, rows.end_date,
  rows.cycle, rows.icon_url, rows.auto_renew, categories.id
from rows
cross join demo
left join public.subscription_categories categories
  on categories.user_id = demo.user_id and categories.name = rows.category;

insert into public.subscription_price_changes (subscription_id, user_id, old_price, new_price, effective_date)
select id, user_id, 149.00, 169.00, end_date
from public.subscriptions
where user_id = 'd0d0d0d0-0000-4000-8000-000000000001' and brand = 'Spotify';

insert into public.subscription_price_changes (subscription_id, user_id, old_price, new_price, effective_date, created_at)
select id, user_id, 330.00, 390.00, current_date - 56, now() - interval '70 days'
from public.subscriptions
where user_id = 'd0d0d0d0-0000-4000-8000-000000000001' and brand = 'Netflix';

-- The lifecycle: a trial that becomes NT$170 a month in 4 days (free until then), a paused plan, a
-- cancelled one and a one-time purchase. None of them is in today's totals.
insert into public.subscriptions (
  user_id, name, brand, price, currency, start_date, end_date, cycle, icon_url, auto_renew, category_id,
  status, trial_ends_on, paused_on, cancelled_on, notes, website_url, payment_method
)
select
  'd0d0d0d0-0000-4000-8000-000000000001', rows.name, rows.brand, rows.price, rows.currency, rows.start_date,
  rows.end_date, rows.cycle, rows.icon_url, rows.auto_renew, categories.id, rows.status, rows.trial_ends_on,
  rows.paused_on, rows.cancelled_on, rows.notes, rows.website_url, rows.payment_method
from (
  values
    ('Apple TV+', 'Apple', 170.00, 'TWD', current_date - 3, current_date + 4, 'custom:months:1', '/brand-icons/apple-tv.svg',
      true, 'Entertainment', 'trial', current_date + 4, null::date, null::date,
      'Cancel before the trial ends if we stop watching.', 'https://tv.apple.com/', 'App Store'),
    ('Duolingo Super', 'Duolingo', 7.99, 'USD', (current_date + 10 - interval '4 months')::date, current_date + 10, 'custom:months:1', '/brand-icons/duolingo.svg',
      true, null, 'paused', null, current_date - 20, null, null, null, null),
    ('Headspace', 'Headspace', 69.99, 'USD', current_date - 300, current_date + 65, '1year', '/brand-icons/headspace.svg',
      false, null, 'cancelled', null, null, current_date - 30, null, 'https://www.headspace.com/', 'Visa ••4242'),
    ('Affinity Photo', 'Serif', 69.99, 'USD', current_date - 200, current_date - 200, 'once', null,
      false, 'Productivity', 'active', null, null, null, 'Lifetime licence, version 2.', null, 'PayPal')
) as rows (
  name, brand, price, currency, start_date, end_date, cycle, icon_url, auto_renew, category,
  status, trial_ends_on, paused_on, cancelled_on, notes, website_url, payment_method
)
left join public.subscription_categories categories
  on categories.user_id = 'd0d0d0d0-0000-4000-8000-000000000001' and categories.name = rows.category;

-- The demo account keeps its totals in TWD and is never asked for a currency.
update public.user_profiles set currency_confirmed = true where id = 'd0d0d0d0-0000-4000-8000-000000000001';

update public.subscriptions
set notes = 'Shared with the family.', website_url = 'https://www.netflix.com/', payment_method = 'Visa ••4242'
where user_id = 'd0d0d0d0-0000-4000-8000-000000000001' and brand = 'Netflix';

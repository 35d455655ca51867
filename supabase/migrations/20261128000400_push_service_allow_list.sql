-- Push goes only to the push services browsers use, and users see failures only as fixed codes.
--
--   push_subscriptions_endpoint_check   the allow-list of lib/push/endpoint.ts: HTTPS on port 443 to
--                                       FCM, Mozilla autopush, Apple or Windows, the host written in
--                                       lower case without a trailing dot, no user info, no address
--   push_endpoint_policy                one row, service role only: whether the local stand-in push
--                                       service (http://127.0.0.1:<port>/push/…) is allowed too
--
-- Devices whose endpoint is not on the list are deleted: the server refused to send to them already,
-- except for plain HTTP to this machine, which only local runs use (and the local push service keeps
-- no subscription across restarts). Failures recorded before now become the codes of
-- lib/reminders/dispatch/digest-errors.ts, so no push service's or mail server's own words stay readable.

create table public.push_endpoint_policy (
  id boolean primary key default true,
  allow_loopback boolean not null default false,
  constraint push_endpoint_policy_single_row check (id)
);

insert into public.push_endpoint_policy (id, allow_loopback) values (true, false);

-- Not forced: check_push_endpoint() reads it as its owner.
alter table public.push_endpoint_policy enable row level security;
revoke all on table public.push_endpoint_policy from public, anon, authenticated;
grant select, update on table public.push_endpoint_policy to service_role;

create function public.is_push_service_endpoint(p_endpoint text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select char_length(p_endpoint) <= 2048
     and p_endpoint ~ (
       '^https://(fcm\.googleapis\.com'
       || '|([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*push\.services\.mozilla\.com'
       || '|([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+push\.apple\.com'
       || '|([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+notify\.windows\.com'
       || '|([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+wns\.windows\.com'
       || ')(:443)?/[!-~]*$'
     );
$$;

revoke all on function public.is_push_service_endpoint(text) from public, anon;
grant execute on function public.is_push_service_endpoint(text) to authenticated, service_role;

delete from public.push_subscriptions where not public.is_push_service_endpoint(endpoint);

alter table public.push_subscriptions drop constraint push_subscriptions_endpoint_check;
alter table public.push_subscriptions add constraint push_subscriptions_endpoint_check check (
  public.is_push_service_endpoint(endpoint)
  or (char_length(endpoint) <= 2048 and endpoint ~ '^http://127\.0\.0\.1:[0-9]{1,5}/push/[!-~]*$')
);

-- The check above cannot read a table, so the loopback half is allowed only here: the local backend
-- turns it on at every start (supabase/local/push/policy.ts); a hosted project never does, and no
-- user can, since only the service role may write push_endpoint_policy.
create function public.check_push_endpoint()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_push_service_endpoint(new.endpoint)
     and not coalesce((select p.allow_loopback from public.push_endpoint_policy p where p.id), false) then
    raise exception 'push endpoints must belong to a known push service'
      using errcode = 'check_violation', constraint = 'push_subscriptions_endpoint_check';
  end if;
  return new;
end;
$$;

revoke all on function public.check_push_endpoint() from public, anon, authenticated;

create trigger check_push_endpoint
  before insert or update of endpoint on public.push_subscriptions
  for each row execute function public.check_push_endpoint();

-- What was recorded before failures became codes.
create function pg_temp.digest_error_code(p_error text, p_channel text)
returns text
language sql
immutable
as $$
  select case
    when p_error is null then null
    when p_error ~ '^(plan_failed|render_failed|mail_unreachable|mail_not_configured|push_unreachable|push_encrypt_failed|push_not_configured|push_endpoint_refused|no_devices)$'
      or p_error ~ '^(push|mail)_refused:[0-9]{3}$' then p_error
    when p_error ~ 'push service answered [0-9]{3}' then 'push_refused:' || substring(p_error from 'push service answered ([0-9]{3})')
    when p_error ~ '^Resend answered [0-9]{3}' then 'mail_refused:' || substring(p_error from '^Resend answered ([0-9]{3})')
    when p_error like '%could not encrypt%' then 'push_encrypt_failed'
    when p_error like '%endpoint not allowed%' then 'push_endpoint_refused'
    when p_error like '%not configured%' then case when p_channel = 'push' then 'push_not_configured' else 'mail_not_configured' end
    when p_error = 'no device' then 'no_devices'
    when p_error like 'render failed%' then 'render_failed'
    when p_channel = 'push' then 'push_unreachable'
    else 'mail_unreachable'
  end;
$$;

update public.reminder_digests
   set error = pg_temp.digest_error_code(error, channel)
 where error is not null and error is distinct from pg_temp.digest_error_code(error, channel);

update public.reminder_deliveries
   set error = pg_temp.digest_error_code(error, channel)
 where error is not null and error is distinct from pg_temp.digest_error_code(error, channel);

-- A user adds a device with its keys and name; when it last worked or failed is the function's to say.
revoke insert on table public.push_subscriptions from authenticated;
grant insert (user_id, endpoint, p256dh, auth, device_label) on table public.push_subscriptions to authenticated;

-- Runs the send-reminders Edge Function every 15 minutes with Supabase Cron (pg_cron + pg_net), as
-- in Supabase's "Scheduling Edge Functions" guide. The project URL and the function's secret come
-- from Vault: create `project_url` and `reminders_secret` there before the first run (README:
-- Going live). Locally, [db.vault] in supabase/config.toml provides both. The function decides
-- whose send hour has come, so running it more often only costs a query.

create extension if not exists pg_cron with schema pg_catalog;
create extension if not exists pg_net with schema extensions;

select cron.schedule(
  'send-reminders',
  '*/15 * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/send-reminders',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'reminders_secret')
    ),
    body := jsonb_build_object('chain', true),
    timeout_milliseconds := 10000
  ) as request_id;
  $$
);

select cron.schedule('prune-reminder-links', '17 3 * * *', $$ select public.prune_reminder_links(); $$);

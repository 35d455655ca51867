-- Most subscriptions renew by themselves: a row written without saying so renews, as the add form's
-- default does.
alter table public.subscriptions alter column auto_renew set default true;

-- What the local server's own services keep in the database, applied on every start before the
-- migrations (each statement is idempotent, so data folders made by older versions catch up):
-- Vault, which hosted projects have preinstalled, and the mailbox of the local mail catcher.

create extension if not exists supabase_vault;

create schema if not exists local_mail;
revoke all on schema local_mail from public;

create table if not exists local_mail.messages (
  id uuid primary key default gen_random_uuid(),
  recipient text not null,
  sender text not null,
  subject text not null,
  html text not null,
  text text not null,
  headers jsonb not null,
  links jsonb not null,
  sent_at timestamptz not null default clock_timestamp()
);
create index if not exists messages_recipient_idx on local_mail.messages (lower(recipient), sent_at desc);

-- The auth server kept its mail here before mail went through SMTP.
drop table if exists auth.local_mailbox;

-- The objects of pg_cron 1.6 (citusdata/pg_cron, pg_cron.sql and its upgrade scripts up to 1.6), with
-- the C functions written in PL/pgSQL. Error messages and SQLSTATEs follow src/job_metadata.c.

create schema cron;
create sequence cron.jobid_seq;
create sequence cron.runid_seq;

create table cron.job (
  jobid bigint primary key default pg_catalog.nextval('cron.jobid_seq'),
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport int not null default coalesce(pg_catalog.inet_server_port(), pg_catalog.current_setting('port')::int),
  database text not null default pg_catalog.current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text
);
create unique index jobname_username_idx on cron.job (jobname, username);
alter table cron.job add constraint jobname_username_uniq unique using index jobname_username_idx;
grant select on cron.job to public;
alter table cron.job enable row level security;
create policy cron_job_policy on cron.job using (username operator(pg_catalog.=) current_user);

create table cron.job_run_details (
  jobid bigint,
  runid bigint primary key default pg_catalog.nextval('cron.runid_seq'),
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
grant select, delete on cron.job_run_details to public;
alter table cron.job_run_details enable row level security;
create policy cron_job_run_details_policy on cron.job_run_details using (username operator(pg_catalog.=) current_user);

grant select on sequence cron.jobid_seq, cron.runid_seq to public;

select pg_catalog.pg_extension_config_dump('cron.job', '');
select pg_catalog.pg_extension_config_dump('cron.jobid_seq', '');
select pg_catalog.pg_extension_config_dump('cron.job_run_details', '');
select pg_catalog.pg_extension_config_dump('cron.runid_seq', '');

-- What pg_cron's parser accepts: five cron fields (numbers, names, ranges, steps, lists, '$' for the
-- last day of the month), an @macro, or '[1-59] seconds'. Ranges are checked again when jobs load.
create function cron._valid_schedule(schedule text) returns boolean
language plpgsql immutable
set search_path = pg_catalog
as $$
declare
  field constant text := '(\*|[0-9a-z]+(-[0-9a-z]+)?|\$)(/[0-9]+)?';
  seconds text[];
begin
  seconds := regexp_match(lower(schedule), '^\s*([0-9]+)\s+seconds?\s*$');
  if seconds is not null then
    return seconds[1]::bigint between 1 and 59;
  end if;
  if lower(btrim(schedule)) in ('@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly', '@reboot') then
    return true;
  end if;
  return lower(btrim(schedule)) ~ ('^' || field || '(,' || field || ')*(\s+' || field || '(,' || field || ')*){4}$');
end
$$;

create function cron._check_schedule(schedule text) returns void
language plpgsql immutable
set search_path = pg_catalog
as $$
begin
  if not cron._valid_schedule(schedule) then
    raise exception 'invalid schedule: %', schedule
      using errcode = '22023', hint = 'Use cron format (e.g. 5 4 * * *), or interval format ''[1-59] seconds''';
  end if;
end
$$;

create function cron._login_role(role_name text) returns text
language plpgsql stable
set search_path = pg_catalog
as $$
declare
  can_login boolean;
begin
  if role_name is null then
    return null;
  end if;
  select rolcanlogin into can_login from pg_roles where rolname = role_name;
  if not found then
    raise exception 'role "%" does not exist', role_name using errcode = 'XX000';
  end if;
  if not can_login then
    raise exception 'role "%" can not log in', role_name
      using errcode = 'XX000', detail = 'Jobs may only be run by roles that have the LOGIN attribute.';
  end if;
  return role_name;
end
$$;

create function cron._check_database(database_name text) returns text
language plpgsql stable
set search_path = pg_catalog
as $$
begin
  if database_name is not null and database_name <> current_database() then
    raise exception 'database "%" does not exist', database_name using errcode = '3D000';
  end if;
  return database_name;
end
$$;

create function cron.schedule(schedule text, command text) returns bigint
language plpgsql strict
set search_path = pg_catalog
as $$
declare
  new_jobid bigint;
begin
  perform cron._check_schedule(schedule);
  insert into cron.job (schedule, command, database, username, active)
  values (schedule, command, current_database(), current_user, true)
  returning jobid into new_jobid;
  return new_jobid;
end
$$;
comment on function cron.schedule(text, text) is 'schedule a pg_cron job';

create function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql
set search_path = pg_catalog
as $$
declare
  new_jobid bigint;
begin
  if job_name is null then raise exception 'job_name can not be NULL' using errcode = 'XX000'; end if;
  if schedule is null then raise exception 'schedule can not be NULL' using errcode = 'XX000'; end if;
  if command is null then raise exception 'command can not be NULL' using errcode = 'XX000'; end if;
  perform cron._check_schedule(schedule);
  insert into cron.job (schedule, command, database, username, active, jobname)
  values (schedule, command, current_database(), current_user, true, job_name)
  on conflict on constraint jobname_username_uniq
  do update set schedule = excluded.schedule, command = excluded.command, database = excluded.database
  returning jobid into new_jobid;
  return new_jobid;
end
$$;
comment on function cron.schedule(text, text, text) is 'schedule a pg_cron job';

create function cron.schedule_in_database(
  job_name text, schedule text, command text, database text, username text default null, active boolean default 'true'
) returns bigint
language plpgsql
set search_path = pg_catalog
as $$
declare
  new_jobid bigint;
  job_user text := current_user;
begin
  if job_name is null then raise exception 'job_name can not be NULL' using errcode = 'XX000'; end if;
  if schedule is null then raise exception 'schedule can not be NULL' using errcode = 'XX000'; end if;
  if command is null then raise exception 'command can not be NULL' using errcode = 'XX000'; end if;
  perform cron._check_schedule(schedule);
  if username is not null then
    if not (select rolsuper from pg_roles where rolname = current_user) then
      raise exception 'must be superuser to create a job for another role' using errcode = 'XX000';
    end if;
    job_user := cron._login_role(username);
  end if;
  insert into cron.job (schedule, command, database, username, active, jobname)
  values (schedule, command, cron._check_database(coalesce(database, current_database())), job_user,
          coalesce(active, true), job_name)
  on conflict on constraint jobname_username_uniq
  do update set schedule = excluded.schedule, command = excluded.command, database = excluded.database
  returning jobid into new_jobid;
  return new_jobid;
end
$$;
comment on function cron.schedule_in_database(text, text, text, text, text, boolean) is 'schedule a pg_cron job';
revoke all on function cron.schedule_in_database(text, text, text, text, text, boolean) from public;

create function cron._check_delete_permission(job_owner text) returns void
language plpgsql stable
set search_path = pg_catalog
as $$
begin
  if job_owner is distinct from current_user::text
     and not has_table_privilege(current_user, 'cron.job', 'DELETE') then
    raise exception 'permission denied for table job' using errcode = '42501';
  end if;
end
$$;

create function cron.unschedule(job_id bigint) returns boolean
language plpgsql strict
set search_path = pg_catalog
as $$
declare
  job_owner text;
begin
  select username into job_owner from cron.job where jobid = job_id;
  if not found then
    raise exception 'could not find valid entry for job %', job_id using errcode = 'XX000';
  end if;
  perform cron._check_delete_permission(job_owner);
  delete from cron.job where jobid = job_id;
  return true;
end
$$;
comment on function cron.unschedule(bigint) is 'unschedule a pg_cron job';

create function cron.unschedule(job_name text) returns boolean
language plpgsql strict
set search_path = pg_catalog
as $$
declare
  job_id bigint;
begin
  select jobid into job_id from cron.job where jobname = job_name and username = current_user limit 1;
  if not found then
    raise exception 'could not find valid entry for job ''%''', job_name using errcode = 'XX000';
  end if;
  delete from cron.job where jobid = job_id;
  return true;
end
$$;
comment on function cron.unschedule(text) is 'unschedule a pg_cron job';

create function cron.alter_job(
  job_id bigint,
  schedule text default null,
  command text default null,
  database text default null,
  username text default null,
  active boolean default null
) returns void
language plpgsql
set search_path = pg_catalog
as $$
declare
  is_superuser constant boolean := (select rolsuper from pg_roles where rolname = current_user);
  changed integer;
begin
  if job_id is null then raise exception 'job_id can not be NULL' using errcode = 'XX000'; end if;
  if username is not null and not is_superuser then
    raise exception 'must be superuser to alter username' using errcode = 'XX000';
  end if;
  if schedule is null and command is null and database is null and username is null and active is null then
    raise exception 'no updates specified'
      using errcode = 'XX000', hint = 'You must specify at least one job attribute to change when calling alter_job';
  end if;
  if schedule is not null then perform cron._check_schedule(schedule); end if;
  update cron.job j set
    schedule = coalesce(alter_job.schedule, j.schedule),
    command = coalesce(alter_job.command, j.command),
    database = coalesce(cron._check_database(alter_job.database), j.database),
    username = coalesce(cron._login_role(alter_job.username), j.username),
    active = coalesce(alter_job.active, j.active)
  where j.jobid = job_id and (is_superuser or j.username = current_user);
  get diagnostics changed = row_count;
  if changed = 0 then
    raise exception 'Job % does not exist or you don''t own it', job_id using errcode = 'XX000';
  end if;
end
$$;
comment on function cron.alter_job(bigint, text, text, text, text, boolean)
  is 'Alter the job identified by job_id. Any option left as NULL will not be modified.';
revoke all on function cron.alter_job(bigint, text, text, text, text, boolean) from public;

-- pg_cron's C trigger tells its background worker to reload the job list; the local server's
-- scheduler LISTENs on this channel instead.
create function cron.job_cache_invalidate() returns trigger
language plpgsql
set search_path = pg_catalog
as $$
begin
  perform pg_notify('cron_job_cache_invalidate', '');
  return null;
end
$$;
comment on function cron.job_cache_invalidate() is 'invalidate job cache';

create trigger cron_job_cache_invalidate
  after insert or update or delete or truncate on cron.job
  for statement execute procedure cron.job_cache_invalidate();

-- The grants Supabase's platform gives (extensions.grant_pg_cron_access).
grant usage on schema cron to postgres with grant option;

// Functions and tables for the RPC and upsert contract tests, created by global-setup.ts.
export const RPC_FIXTURE_SQL = `
  create function public.rpc_add(a int, b int) returns int language sql immutable as $$ select a + b $$;
  create function public.rpc_defaults(a int, b int default 10) returns int language sql immutable as $$ select a * b $$;
  create function public.rpc_series(n int) returns setof int language sql immutable as $$ select generate_series(1, n) $$;
  create function public.rpc_squares(n int) returns table (i int, square int) language sql immutable
    as $$ select i, i * i from generate_series(1, n) as i $$;
  create function public.rpc_whole(jsonb) returns jsonb language sql immutable as $$ select jsonb_build_object('got', $1) $$;
  create function public.rpc_hello() returns text language sql stable as $$ select 'hello' $$;
  create function public.rpc_over(a int) returns text language sql immutable as $$ select 'int' $$;
  create function public.rpc_over(a text) returns text language sql immutable as $$ select 'text' $$;
  create function public.rpc_whoami() returns jsonb language sql stable
    as $$ select jsonb_build_object('uid', auth.uid(), 'role', current_user, 'claim', auth.role()) $$;

  create table public.rpc_log (id serial primary key, label text not null, who uuid default auth.uid());
  create function public.rpc_record(label text) returns void language sql volatile
    as $$ insert into public.rpc_log (label) values (label) $$;

  create function public.rpc_fail(reason text) returns int language plpgsql as $$
  begin
    raise exception 'refused: %', reason using detail = 'the detail', hint = 'the hint', errcode = 'P0001';
  end $$;
  create function public.rpc_custom_state() returns int language plpgsql as $$
  begin raise exception 'not yours' using errcode = '42501'; end $$;
  create function public.rpc_payment() returns int language plpgsql as $$
  begin raise sqlstate 'PT402' using message = 'Payment required'; end $$;
  create function public.rpc_pgrst() returns int language plpgsql as $$
  begin
    raise sqlstate 'PGRST' using
      message = '{"code":"123","message":"Custom","details":"Some details","hint":"A hint"}',
      detail = '{"status":418,"headers":{"X-Powered-By":"Tea"}}';
  end $$;
  create function public.rpc_bad_operator() returns int language plpgsql as $$
  begin return 'a'::text + 1; end $$;
  create function public.rpc_created() returns jsonb language plpgsql volatile as $$
  begin
    perform set_config('response.status', '201', true);
    perform set_config('response.headers', '[{"Location": "/rpc_log/1"}]', true);
    return '{"ok": true}';
  end $$;
  create function public.rpc_private() returns int language sql as $$ select 1 $$;
  revoke execute on function public.rpc_private() from public, anon, authenticated;

  create table public.rpc_notes (
    id serial primary key,
    owner uuid not null default auth.uid(),
    body text not null
  );
  alter table public.rpc_notes enable row level security;
  create policy rpc_notes_own on public.rpc_notes for all to authenticated
    using (owner = auth.uid()) with check (owner = auth.uid());
  create function public.rpc_my_notes() returns setof public.rpc_notes language sql stable security invoker
    as $$ select * from public.rpc_notes order by id $$;
  create function public.rpc_all_notes_count() returns int language sql stable security definer set search_path = ''
    as $$ select count(*)::int from public.rpc_notes $$;
  create function public.rpc_add_note(body text) returns public.rpc_notes language sql volatile security invoker
    as $$ insert into public.rpc_notes (body) values (body) returning * $$;

  create table public.upsert_items (
    id int primary key,
    sku text not null unique,
    name text not null,
    qty int not null default 0
  );
  create table public.upsert_owned (
    sku text primary key,
    owner uuid not null default auth.uid(),
    qty int not null default 0
  );
  alter table public.upsert_owned enable row level security;
  create policy upsert_owned_read on public.upsert_owned for select using (true);
  create policy upsert_owned_insert on public.upsert_owned for insert to authenticated with check (owner = auth.uid());
  create policy upsert_owned_update on public.upsert_owned for update to authenticated using (owner = auth.uid());

  grant all on public.rpc_log, public.rpc_notes, public.upsert_items, public.upsert_owned to anon, authenticated, service_role;
  grant all on all sequences in schema public to anon, authenticated, service_role;
`;

-- The objects of Supabase Vault 0.3 (supabase/vault, sql/supabase_vault--0.3.0.sql). The AEAD functions
-- of pgsodium are stood in for by AES with pgcrypto and a fixed local key.

create function vault._crypto_local_key() returns bytea
language sql immutable
as $$ select @extschema:pgcrypto@.digest('supabase-local-vault-key', 'sha256') $$;

create function vault._crypto_aead_det_noncegen() returns bytea
language sql volatile
as $$ select @extschema:pgcrypto@.gen_random_bytes(16) $$;

create function vault._crypto_aead_det_encrypt(
  message bytea, additional bytea, key_id bigint, context bytea = 'pgsodium', nonce bytea = null
) returns bytea
language sql immutable
as $$ select @extschema:pgcrypto@.encrypt_iv(message, vault._crypto_local_key(), nonce, 'aes-cbc/pad:pkcs') $$;

create function vault._crypto_aead_det_decrypt(
  message bytea, additional bytea, key_id bigint, context bytea = 'pgsodium', nonce bytea = null
) returns bytea
language sql immutable
as $$ select @extschema:pgcrypto@.decrypt_iv(message, vault._crypto_local_key(), nonce, 'aes-cbc/pad:pkcs') $$;

create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea default vault._crypto_aead_det_noncegen(),
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);
comment on table vault.secrets is 'Table with encrypted `secret` column for storing sensitive information on disk.';
create unique index on vault.secrets using btree (name) where name is not null;

create view vault.decrypted_secrets as
select s.id,
  s.name,
  s.description,
  s.secret,
  convert_from(
    vault._crypto_aead_det_decrypt(
      message := decode(s.secret, 'base64'),
      additional := convert_to(s.id::text, 'utf8'),
      key_id := 0,
      context := 'pgsodium'::bytea,
      nonce := s.nonce
    ),
    'utf8'
  ) as decrypted_secret,
  s.key_id,
  s.nonce,
  s.created_at,
  s.updated_at
from vault.secrets s;

create function vault.create_secret(
  new_secret text,
  new_name text = null,
  new_description text = '',
  new_key_id uuid = null
) returns uuid
security definer
language plpgsql
set search_path = ''
as $$
declare
  rec record;
begin
  insert into vault.secrets (secret, name, description)
  values (new_secret, new_name, new_description)
  returning * into rec;
  update vault.secrets s
  set secret = encode(vault._crypto_aead_det_encrypt(
    message := convert_to(rec.secret, 'utf8'),
    additional := convert_to(s.id::text, 'utf8'),
    key_id := 0,
    context := 'pgsodium'::bytea,
    nonce := rec.nonce
  ), 'base64')
  where id = rec.id;
  return rec.id;
end
$$;

create function vault.update_secret(
  secret_id uuid,
  new_secret text = null,
  new_name text = null,
  new_description text = null,
  new_key_id uuid = null
) returns void
security definer
language plpgsql
set search_path = ''
as $$
begin
  update vault.secrets s
  set
    secret = case when new_secret is null then s.secret
                  else encode(vault._crypto_aead_det_encrypt(
                    message := convert_to(new_secret, 'utf8'),
                    additional := convert_to(s.id::text, 'utf8'),
                    key_id := 0,
                    context := 'pgsodium'::bytea,
                    nonce := s.nonce
                  ), 'base64') end,
    name = coalesce(new_name, s.name),
    description = coalesce(new_description, s.description),
    updated_at = now()
  where s.id = secret_id;
end
$$;

revoke all on function
  vault._crypto_local_key,
  vault._crypto_aead_det_encrypt,
  vault._crypto_aead_det_decrypt,
  vault._crypto_aead_det_noncegen,
  vault.create_secret,
  vault.update_secret
from public;

select pg_catalog.pg_extension_config_dump('vault.secrets', '');

-- On hosted Supabase the vault is readable by postgres and service_role only.
revoke all on schema vault from public;
grant usage on schema vault to postgres, service_role;
grant select, insert, update, delete on vault.secrets to postgres, service_role;
grant select on vault.decrypted_secrets to postgres, service_role;
grant execute on function vault.create_secret(text, text, text, uuid), vault.update_secret(uuid, text, text, text, uuid)
  to postgres, service_role;
-- A view's functions run with the privileges of whoever reads it.
grant execute on function vault._crypto_local_key(), vault._crypto_aead_det_decrypt(bytea, bytea, bigint, bytea, bytea)
  to postgres, service_role;

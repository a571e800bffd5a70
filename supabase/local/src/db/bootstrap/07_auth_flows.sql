-- GoTrue's PKCE flow state (supabase/auth migrations 20230322519590_add_flow_state_table,
-- 20230402418590_add_authentication_method_to_flow_state_table,
-- 20240306115329_add_issued_at_to_flow_state, 20240612123726_enable_rls_update_grants): one row
-- per PKCE sign-up, magic link or recovery request, holding the code challenge and the auth code
-- the mailed link hands back as ?code=. POST /token?grant_type=pkce spends it.
do $$ begin
  create type auth.code_challenge_method as enum ('s256', 'plain');
exception
  when duplicate_object then null;
end $$;

create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid null,
  auth_code text not null,
  code_challenge_method auth.code_challenge_method not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text null,
  provider_refresh_token text null,
  created_at timestamptz null,
  updated_at timestamptz null,
  authentication_method text not null,
  auth_code_issued_at timestamptz null
);
create index if not exists idx_auth_code on auth.flow_state (auth_code);
create index if not exists idx_user_id_auth_method on auth.flow_state (user_id, authentication_method);
create index if not exists flow_state_created_at_idx on auth.flow_state (created_at desc);
comment on table auth.flow_state is 'stores metadata for pkce logins';
alter table auth.flow_state enable row level security;

-- GoTrue's record of how each session was authenticated (supabase/auth
-- 20221003041349_add_mfa_schema): the access token's `amr` claim is built from it, and a
-- refreshed token keeps the method the session started with.
create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);
alter table auth.mfa_amr_claims enable row level security;

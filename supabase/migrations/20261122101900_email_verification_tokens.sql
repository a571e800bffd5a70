-- Email verification tokens (part 1 §7 send-verification-email / verify-email; design §3.7: random,
-- single-use, expiring, never built from a user id and a time).
--   * Only a sha256 hash of the token is stored; the raw token exists only in the email link.
--   * issue_email_verification_token(user, email) -> raw token (valid 24 hours; issuing a new one
--     retires the user's earlier unused tokens; at most 5 per user per hour).
--   * consume_email_verification_token(token, user) -> {valid, email} marks it used exactly once.
--     The verify-email edge function then confirms the address through the Auth admin API.
-- Both are service_role only; no client role can read or write the table.

create table public.email_verification_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  email text not null constraint email_verification_tokens_email_valid check (private.is_email(email)),
  token_hash text not null constraint email_verification_tokens_token_hash_unique unique
    constraint email_verification_tokens_token_hash_valid check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.email_verification_tokens is 'Hashed single-use email verification tokens.';
create index email_verification_tokens_user_id_idx on public.email_verification_tokens (user_id, created_at desc);

create trigger email_verification_tokens_set_updated_at
  before update on public.email_verification_tokens
  for each row execute function private.set_updated_at();

create or replace function private.token_hash(token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(extensions.digest(token, 'sha256'), 'hex')
$$;
revoke execute on function private.token_hash(text) from public;

create or replace function public.issue_email_verification_token(p_user_id uuid, p_email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  raw_token text := encode(extensions.gen_random_bytes(32), 'hex');
  wanted_email text := lower(btrim(coalesce(p_email, '')));
begin
  if not exists (select 1 from auth.users u where u.id = p_user_id and lower(u.email) = wanted_email) then
    raise exception 'No account with this id and email.' using errcode = 'P0001';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('laughloop:verify:' || p_user_id::text, 0));
  if (select count(*) from public.email_verification_tokens
       where user_id = p_user_id and created_at > now() - interval '1 hour') >= 5 then
    raise exception 'Too many verification emails. Please try again later.' using errcode = 'PT429';
  end if;
  update public.email_verification_tokens set used_at = now()
   where user_id = p_user_id and used_at is null;
  insert into public.email_verification_tokens (user_id, email, token_hash, expires_at)
  values (p_user_id, wanted_email, private.token_hash(raw_token), now() + interval '24 hours');
  return raw_token;
end
$$;
comment on function public.issue_email_verification_token(uuid, text) is
  'service_role: a new random token for the user''s email (24 h); earlier unused tokens are retired.';

create or replace function public.consume_email_verification_token(p_token text, p_user_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_found public.email_verification_tokens;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return jsonb_build_object('valid', false);
  end if;
  select * into row_found from public.email_verification_tokens
   where token_hash = private.token_hash(p_token) and user_id = p_user_id
   for update;
  if row_found.id is null or row_found.used_at is not null or row_found.expires_at <= now() then
    return jsonb_build_object('valid', false);
  end if;
  update public.email_verification_tokens set used_at = now() where id = row_found.id;
  return jsonb_build_object('valid', true, 'email', row_found.email);
end
$$;
comment on function public.consume_email_verification_token(text, uuid) is
  'service_role: marks a valid, unexpired token used once: {valid, email}.';

revoke execute on function
  public.issue_email_verification_token(uuid, text),
  public.consume_email_verification_token(text, uuid)
from public, anon, authenticated;
grant execute on function
  public.issue_email_verification_token(uuid, text),
  public.consume_email_verification_token(text, uuid)
to service_role;

alter table public.email_verification_tokens enable row level security;
revoke all on public.email_verification_tokens from anon, authenticated;

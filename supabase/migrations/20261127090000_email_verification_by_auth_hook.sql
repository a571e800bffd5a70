-- One confirmation mail per sign-up (issue 20 item 2): Supabase Auth's Send Email hook
-- (supabase/functions/send-email-hook) mails the app's verification link for a sign-up.
--
-- Auth calls the hook inside the sign-up's own transaction, so the new auth.users row is not
-- committed, and not visible to the hook's Data API call, when the hook issues the token. Hence:
--   * the token no longer references auth.users by foreign key (the insert would fail); a trigger
--     deletes a user's tokens with the user instead of the old ON DELETE CASCADE;
--   * issue_email_verification_token refuses only an id that belongs to an account with another
--     address. An id no committed account has yet is accepted: verify-email confirms an address
--     only when the token's email is the account's current email, so such a token is useless
--     unless Auth commits that very account.

alter table public.email_verification_tokens
  drop constraint if exists email_verification_tokens_user_id_fkey;

create or replace function private.forget_email_verification_tokens()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.email_verification_tokens where user_id = old.id;
  return old;
end
$$;
revoke execute on function private.forget_email_verification_tokens() from public;

create trigger on_auth_user_deleted_forget_verification_tokens
  after delete on auth.users
  for each row execute function private.forget_email_verification_tokens();

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
  if p_user_id is null or not private.is_email(wanted_email) then
    raise exception 'No account with this id and email.' using errcode = 'P0001';
  end if;
  if exists (select 1 from auth.users u where u.id = p_user_id and lower(u.email) <> wanted_email) then
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
  'service_role: a new random token for the user''s email (24 h); earlier unused tokens are retired. Works before Auth commits a new account (the Send Email hook runs inside the sign-up).';

-- Issue 34 §7: the weekly challenge e-mail list is double opt-in. Before, send-challenge-email
-- subscribed any address anyone typed (and re-subscribed one that had unsubscribed) at once.
-- Now an address is subscribed only when its owner opens the link a confirmation mail carried:
--   * request_challenge_emails(email, name) (service_role: send-challenge-email) issues a
--     confirmation: 32 random bytes, only their SHA-256 stored, single use, 7 days. It keeps one
--     challenge_email_optins row per address (created unconfirmed if new) for its unsubscribe
--     token, and changes nothing about an existing subscription: not its name, not an
--     unsubscribe. The name waits with the confirmation until it is used.
--   * confirm_challenge_emails(token) (anyone holding the link: the app's home page calls it for
--     `?confirm_challenge_emails=<token>`) spends the token and subscribes the address:
--     confirmed_at = now(), unsubscribed_at cleared, the name given with that request kept.
--     True when the token was good, false otherwise (unknown, used, expired, voided).
--   * unsubscribe_challenge_emails(token) as before, and it voids every confirmation not yet
--     used, so an unsubscribed address is never subscribed again by an older link: only a
--     confirmation requested after the unsubscribe can do that.
--   * Subscribed means confirmed_at is not null and unsubscribed_at is null. Rows stored before
--     this migration never confirmed and are not subscribed until their owner does.
--   * subscribe_challenge_emails (the one-step subscribe) is dropped.
-- The confirmation mail also carries the address's unsubscribe link, so its owner can stop the
-- list from the first mail. Confirmations are purged 30 days after they expire, and addresses that
-- never confirmed are forgotten once they have had no live confirmation for 30 days.

alter table public.challenge_email_optins add column confirmed_at timestamptz;
comment on column public.challenge_email_optins.confirmed_at is
  'When the owner last confirmed by the mailed link; subscribed = confirmed_at set and unsubscribed_at null.';

create table private.challenge_optin_confirmations (
  token_hash text primary key constraint challenge_optin_confirmations_token_valid
    check (token_hash ~ '^[0-9a-f]{64}$'),
  optin_id uuid not null references public.challenge_email_optins (id) on delete cascade,
  name text constraint challenge_optin_confirmations_name_valid
    check (name is null or (char_length(name) <= 100 and private.is_safe_text(name))),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
comment on table private.challenge_optin_confirmations is
  'Mailed confirmation links of the weekly challenge list: token hash, the name asked with it, single use.';
create index challenge_optin_confirmations_optin_idx
  on private.challenge_optin_confirmations (optin_id);
create index challenge_optin_confirmations_expires_idx
  on private.challenge_optin_confirmations (expires_at);
revoke all on private.challenge_optin_confirmations from public, anon, authenticated;

drop function public.subscribe_challenge_emails(text, text);

-- request_challenge_emails(email, name) -> {confirm_token, unsubscribe_token}
create or replace function public.request_challenge_emails(p_email text, p_name text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted text := lower(btrim(coalesce(p_email, '')));
  clean_name text := nullif(btrim(coalesce(p_name, '')), '');
  raw_token text := encode(extensions.gen_random_bytes(32), 'hex');
  optin public.challenge_email_optins;
begin
  if not private.is_email(wanted) then
    raise exception 'email must be a valid email address' using errcode = '22023';
  end if;
  if clean_name is not null and (char_length(clean_name) > 100 or not private.is_safe_text(clean_name)) then
    raise exception 'Name contains invalid characters or is too long.' using errcode = '22023';
  end if;
  delete from private.challenge_optin_confirmations c where c.expires_at < now() - interval '30 days';
  delete from public.challenge_email_optins o
   where o.confirmed_at is null and o.created_at < now() - interval '30 days'
     and not exists (select 1 from private.challenge_optin_confirmations c
                      where c.optin_id = o.id and c.used_at is null and c.expires_at > now());
  insert into public.challenge_email_optins (email) values (wanted)
  on conflict (lower(email)) do nothing;
  select * into optin from public.challenge_email_optins o where lower(o.email) = wanted;
  insert into private.challenge_optin_confirmations (token_hash, optin_id, name, expires_at)
  values (private.token_hash(raw_token), optin.id, clean_name, now() + interval '7 days');
  return jsonb_build_object('confirm_token', raw_token, 'unsubscribe_token', optin.unsubscribe_token);
end
$$;
comment on function public.request_challenge_emails(text, text) is
  'service_role: a single-use confirmation token (7 days) for the address, and its unsubscribe token; subscribes nothing.';

-- confirm_challenge_emails(token) -> boolean
create or replace function public.confirm_challenge_emails(p_token text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  spent private.challenge_optin_confirmations;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return false;
  end if;
  update private.challenge_optin_confirmations c
     set used_at = now()
   where c.token_hash = private.token_hash(p_token) and c.used_at is null and c.expires_at > now()
  returning * into spent;
  if not found then
    return false;
  end if;
  update public.challenge_email_optins o
     set confirmed_at = now(),
         unsubscribed_at = null,
         name = coalesce(spent.name, o.name)
   where o.id = spent.optin_id;
  return true;
end
$$;
comment on function public.confirm_challenge_emails(text) is
  'Spends a mailed confirmation token and subscribes its address; false for an unknown, used, expired or voided token.';

-- unsubscribe_challenge_emails(token) -> boolean: as before (true for a known token, idempotent,
-- the first time kept), and every confirmation not yet used is voided.
create or replace function public.unsubscribe_challenge_emails(p_token text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  unsubscribed_id uuid;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return false;
  end if;
  update public.challenge_email_optins
     set unsubscribed_at = coalesce(unsubscribed_at, now())
   where unsubscribe_token = p_token
  returning id into unsubscribed_id;
  if unsubscribed_id is null then
    return false;
  end if;
  update private.challenge_optin_confirmations c
     set used_at = now()
   where c.optin_id = unsubscribed_id and c.used_at is null;
  return true;
end
$$;
comment on function public.unsubscribe_challenge_emails(text) is
  'Marks the opt-in with this unsubscribe token unsubscribed and voids its unused confirmations; idempotent; false for an unknown token.';

revoke execute on function
  public.request_challenge_emails(text, text),
  public.confirm_challenge_emails(text)
from public, anon, authenticated;
grant execute on function public.request_challenge_emails(text, text) to service_role;
grant execute on function public.confirm_challenge_emails(text) to anon, authenticated, service_role;

-- Weekly challenge email opt-ins (part 1 §2 opt-in banner, §7 send-challenge-email; issue 13).
--   * Written only by the send-challenge-email edge function (service_role) through
--     subscribe_challenge_emails(); no client role can read or write the table.
--   * One row per address, case-insensitively (stored lower-cased and trimmed, unique on lower(email)).
--   * unsubscribe_token: 32 random bytes (hex), unique, never derived from the address or a time
--     (design §3.7). It stays the same across re-subscriptions, so every mail's link keeps working.
--   * unsubscribe_challenge_emails(token) is callable by anyone holding the link (anon): idempotent,
--     true for a known token, false for an unknown one.

create table public.challenge_email_optins (
  id uuid primary key default gen_random_uuid(),
  email text not null constraint challenge_email_optins_email_valid
    check (private.is_email(email) and email = lower(btrim(email))),
  name text constraint challenge_email_optins_name_valid
    check (name is null or (char_length(name) <= 100 and private.is_safe_text(name))),
  unsubscribe_token text not null default encode(extensions.gen_random_bytes(32), 'hex')
    constraint challenge_email_optins_token_unique unique
    constraint challenge_email_optins_token_valid check (unsubscribe_token ~ '^[0-9a-f]{64}$'),
  unsubscribed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.challenge_email_optins is
  'Addresses that asked for weekly challenge emails; service_role only.';
create unique index challenge_email_optins_email_idx on public.challenge_email_optins (lower(email));

create trigger challenge_email_optins_set_updated_at
  before update on public.challenge_email_optins
  for each row execute function private.set_updated_at();

alter table public.challenge_email_optins enable row level security;
revoke all on public.challenge_email_optins from anon, authenticated;

-- subscribe_challenge_emails(email, name) -> {email, unsubscribe_token, resubscribed}
-- Upsert: a new address is stored; a known one gets the new name (when given) and, if it had
-- unsubscribed, is subscribed again. service_role only (the edge function).
create or replace function public.subscribe_challenge_emails(p_email text, p_name text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted text := lower(btrim(coalesce(p_email, '')));
  clean_name text := nullif(btrim(coalesce(p_name, '')), '');
  was_unsubscribed boolean;
  saved record;
begin
  if not private.is_email(wanted) then
    raise exception 'email must be a valid email address' using errcode = '22023';
  end if;
  select o.unsubscribed_at is not null into was_unsubscribed
    from public.challenge_email_optins o where lower(o.email) = wanted for update;
  insert into public.challenge_email_optins (email, name)
  values (wanted, clean_name)
  on conflict (lower(email)) do update
    set name = coalesce(excluded.name, public.challenge_email_optins.name),
        unsubscribed_at = null
  returning email, unsubscribe_token into saved;
  return jsonb_build_object(
    'email', saved.email,
    'unsubscribe_token', saved.unsubscribe_token,
    'resubscribed', coalesce(was_unsubscribed, false)
  );
end
$$;
comment on function public.subscribe_challenge_emails(text, text) is
  'Stores (or renews) a weekly challenge email opt-in and returns its unsubscribe token; service_role only.';

-- unsubscribe_challenge_emails(token) -> boolean: true when the token is known (already
-- unsubscribed included: idempotent, the first time is kept), false otherwise.
create or replace function public.unsubscribe_challenge_emails(p_token text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  known boolean;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{64}$' then
    return false;
  end if;
  update public.challenge_email_optins
     set unsubscribed_at = coalesce(unsubscribed_at, now())
   where unsubscribe_token = p_token
  returning true into known;
  return coalesce(known, false);
end
$$;
comment on function public.unsubscribe_challenge_emails(text) is
  'Marks the opt-in with this unsubscribe token unsubscribed; idempotent; false for an unknown token.';

revoke execute on function
  public.subscribe_challenge_emails(text, text),
  public.unsubscribe_challenge_emails(text)
from public, anon, authenticated;
grant execute on function public.subscribe_challenge_emails(text, text) to service_role;
grant execute on function public.unsubscribe_challenge_emails(text) to anon, authenticated, service_role;

-- Issue 34 §7: every mail the site sends is capped per recipient address, durably and across
-- functions. Before, each mail function counted in its own worker's memory (a hosted project runs
-- many short-lived workers, so that bound little) and a flood could switch between functions.
--
-- The edge functions claim a slot before they write or send anything (_shared/mail-caps.ts):
--   claim_mail_send(email, kind) -> claim id, or PT429 (HTTP 429) 'Too many requests for this
--   address. Please try again later.' with nothing written;
--   release_mail_send(claim) takes a claim back when the work it was for failed (the code or
--   token could not be issued, the provider refused the message), so only real attempts count.
--
-- Caps per recipient address (lower-cased), by kind of mail, per hour:
--   verification 5, password_reset 5, id_reminder 5, auth_link 5 (Auth's magic link, invite,
--   address change, re-authentication code), free_premium_code 5 (its own 3 codes a day bind
--   first), challenge_opt_in 3                                      -- anyone can ask for these
--   video_confirmation 10, affiliate_welcome 3                      -- only to the caller's own address
--   payout_decision 10                                              -- sent when an admin decides
-- and the kinds anyone can ask for, together: 10 an hour and 20 a day per address, so a script
-- cannot fill an inbox by taking turns between functions. The functions that must not reveal
-- whether an address has an account (verification, reset, ID reminder) claim before they look:
-- a request counts whether or not a mail goes out, so a 429 says nothing about accounts.
--
-- The ledger keeps a SHA-256 of the address, never the address, for one day.

create table private.mail_kinds (
  kind text primary key constraint mail_kinds_kind_valid check (kind ~ '^[a-z_]{3,40}$'),
  per_hour integer not null constraint mail_kinds_per_hour_valid check (per_hour > 0),
  -- Anyone can make the site send it to any address (not only to their own account's).
  anyone_can_ask boolean not null
);
comment on table private.mail_kinds is 'Each kind of mail the site sends and its hourly cap per recipient.';

insert into private.mail_kinds (kind, per_hour, anyone_can_ask) values
  ('verification', 5, true),
  ('password_reset', 5, true),
  ('id_reminder', 5, true),
  ('auth_link', 5, true),
  ('free_premium_code', 5, true),
  ('challenge_opt_in', 3, true),
  ('video_confirmation', 10, false),
  ('affiliate_welcome', 3, false),
  ('payout_decision', 10, false);

create table private.mail_sends (
  id uuid primary key default gen_random_uuid(),
  recipient text not null constraint mail_sends_recipient_valid check (recipient ~ '^[0-9a-f]{64}$'),
  kind text not null references private.mail_kinds (kind),
  created_at timestamptz not null default now()
);
comment on table private.mail_sends is
  'One row per mail claimed in the last day: SHA-256 of the recipient address, kind, time.';
create index mail_sends_recipient_idx on private.mail_sends (recipient, created_at);
create index mail_sends_kind_idx on private.mail_sends (kind);
create index mail_sends_created_at_idx on private.mail_sends (created_at);
revoke all on private.mail_kinds, private.mail_sends from public, anon, authenticated;

create or replace function public.claim_mail_send(p_email text, p_kind text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(coalesce(p_email, '')));
  recipient_hash text;
  rule private.mail_kinds;
  claim uuid;
begin
  if not private.is_email(address) then
    raise exception 'email must be a valid email address' using errcode = '22023';
  end if;
  select * into rule from private.mail_kinds k where k.kind = p_kind;
  if not found then
    raise exception 'Unknown kind of mail: %', p_kind using errcode = '22023';
  end if;
  recipient_hash := encode(extensions.digest(address, 'sha256'), 'hex');
  -- Claims for one address wait for each other, so concurrent requests cannot all pass.
  perform pg_advisory_xact_lock(hashtextextended('laughloop:mail:' || recipient_hash, 0));
  delete from private.mail_sends s where s.created_at < now() - interval '1 day';
  if (select count(*) from private.mail_sends s
       where s.recipient = recipient_hash and s.kind = rule.kind
         and s.created_at > now() - interval '1 hour') >= rule.per_hour
     or (rule.anyone_can_ask and (
       (select count(*) from private.mail_sends s join private.mail_kinds k on k.kind = s.kind
         where s.recipient = recipient_hash and k.anyone_can_ask
           and s.created_at > now() - interval '1 hour') >= 10
       or (select count(*) from private.mail_sends s join private.mail_kinds k on k.kind = s.kind
         where s.recipient = recipient_hash and k.anyone_can_ask) >= 20))
  then
    raise exception 'Too many requests for this address. Please try again later.' using errcode = 'PT429';
  end if;
  insert into private.mail_sends (recipient, kind) values (recipient_hash, rule.kind)
  returning id into claim;
  return claim;
end
$$;
comment on function public.claim_mail_send(text, text) is
  'service_role: counts one mail of this kind to the address against its caps (PT429 past them) and returns the claim.';

create or replace function public.release_mail_send(p_claim uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.mail_sends where id = p_claim
$$;
comment on function public.release_mail_send(uuid) is
  'service_role: takes back a claim whose mail was not sent (the work it was for failed).';

revoke execute on function public.claim_mail_send(text, text), public.release_mail_send(uuid)
  from public, anon, authenticated;
grant execute on function public.claim_mail_send(text, text), public.release_mail_send(uuid)
  to service_role;

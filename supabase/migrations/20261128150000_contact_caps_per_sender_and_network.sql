-- Issue 34 §7: the contact form is capped per sender and per network, never for the whole site.
-- Before, a trigger allowed 300 messages an hour across the site: anonymous strangers could fill
-- that and close the form for everyone. Now (same trigger, so every insert path is covered):
--   * per sender address: 3 an hour (unchanged);
--   * per signed-in user: 5 an hour (unchanged);
--   * per client network: 10 an hour. The network is the caller's IPv4 address, or the /64 of an
--     IPv6 address (one subscriber usually holds a whole /64, so per-address caps would not bind);
--   * no site-wide cap.
-- Past a cap: PT429 (HTTP 429) 'Too many messages. Please try again in an hour.' and nothing
-- written. A replay of a delivered message is still refused by the primary key (23505) first.
--
-- The client's address is private.request_ip() (20261128140000_anonymous_write_limits.sql), the
-- one reading every per-address cap shares: cf-connecting-ip, which hosted's Cloudflare sets and a
-- client cannot, else the X-Forwarded-For hop the last trusted proxy appended, never the first
-- (the caller's own choice). No address (a SQL session, an edge function's own call without the
-- header) means no network cap: the sender and user caps still apply.
--
-- Which networks sent messages is kept in private.contact_message_networks for one day only (no
-- client reads it, admins included), so the inbox does not become a log of senders' addresses.
-- Locks are taken per key, always in the order address, user, network, so senders on different
-- keys no longer wait on one site-wide lock, and two senders can never deadlock.

create or replace function private.client_network(address inet)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when address is null then null
    when family(address) = 4 then host(address)
    else network(set_masklen(address, 64))::text
  end
$$;
comment on function private.client_network(inet) is
  'The unit a per-client cap counts: an IPv4 address, or the /64 an IPv6 address belongs to.';

revoke execute on function private.client_network(inet) from public;
grant execute on function private.client_network(inet) to anon, authenticated, service_role;

create table private.contact_message_networks (
  id bigint generated always as identity primary key,
  network text not null,
  created_at timestamptz not null default now()
);
comment on table private.contact_message_networks is
  'Which client network sent a contact message, for the per-network cap; rows older than a day are purged.';
create index contact_message_networks_network_idx
  on private.contact_message_networks (network, created_at);
create index contact_message_networks_created_at_idx
  on private.contact_message_networks (created_at);
revoke all on private.contact_message_networks from public, anon, authenticated;

create or replace function private.contact_messages_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender text := lower(btrim(new.email));
  sender_network text := private.client_network(private.request_ip());
begin
  -- A replay of a delivered message: let the primary key refuse it (23505 = already delivered).
  if exists (select 1 from public.contact_messages c where c.id = new.id) then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('laughloop:contact:address:' || sender, 0));
  if new.user_id is not null then
    perform pg_advisory_xact_lock(hashtextextended('laughloop:contact:user:' || new.user_id::text, 0));
  end if;
  if sender_network is not null then
    perform pg_advisory_xact_lock(hashtextextended('laughloop:contact:network:' || sender_network, 0));
  end if;
  if (select count(*) from public.contact_messages c
       where lower(c.email) = sender and c.created_at > now() - interval '1 hour') >= 3
     or (new.user_id is not null and (select count(*) from public.contact_messages c
       where c.user_id = new.user_id and c.created_at > now() - interval '1 hour') >= 5)
     or (sender_network is not null and (select count(*) from private.contact_message_networks n
       where n.network = sender_network and n.created_at > now() - interval '1 hour') >= 10)
  then
    raise exception 'Too many messages. Please try again in an hour.' using errcode = 'PT429';
  end if;
  if sender_network is not null then
    delete from private.contact_message_networks n where n.created_at < now() - interval '1 day';
    insert into private.contact_message_networks (network) values (sender_network);
  end if;
  return new;
end
$$;
comment on function private.contact_messages_rate_limit() is
  'BEFORE INSERT on contact_messages: 3 an hour per address, 5 per signed-in user, 10 per client network (PT429).';
revoke execute on function private.contact_messages_rate_limit() from public;

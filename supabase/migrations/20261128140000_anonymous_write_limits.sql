-- Issue 34 §6: anonymous writes have limits. Building blocks the anonymous writers share
-- (record_view, issue_device_id, record_affiliate_click, security_events, the contact form's caps):
--   * private.request_ip(): the caller's address, the one reading of it every per-address cap
--     uses. PostgREST puts the request's headers in request.headers. Hosted Supabase's APIs sit
--     behind Cloudflare, which sets `cf-connecting-ip` to the connection's address and replaces a
--     value the caller sends, so that header is read first. Without it (a self-hosted proxy), the
--     X-Forwarded-For chain: proxies append to it and never remove what the caller sent, so its
--     first address is whatever a script chose; the address that counts is the one the last
--     trusted proxy appended, private.client_address_settings.trusted_hops from the right (1: the
--     last address; 0 reads the first, as Supabase's docs show it, and trusts the caller). Too
--     many hops lets a caller choose its address; too few groups callers behind a proxy.
--     supabase/local's gateway is the edge: it sets cf-connecting-ip and appends to
--     X-Forwarded-For as hosted's does (supabase/local/src/http/client-address.ts). IPv6 callers
--     are keyed by their /64, which one subscriber holds whole.
--   * private.take_anon_quota(bucket, cap, window, message): one more write of this kind from
--     the caller's address in the current fixed window (database time), or 429 (SQLSTATE PT429,
--     PostgREST answers it with that status) with the message. The raise rolls back the whole
--     request, the counter's own increment included: a refused write leaves nothing behind.
--     Concurrent callers of one address serialise on the counter's row, so a burst cannot pass
--     the cap. A request with no address (a database session, not the Data API) is not counted.

create table private.client_address_settings (
  id boolean primary key default true constraint client_address_settings_one_row check (id),
  trusted_hops smallint not null default 1
    constraint client_address_settings_hops_valid check (trusted_hops between 0 and 5),
  updated_at timestamptz not null default now()
);
comment on table private.client_address_settings is
  'How many proxies in front of PostgREST append the caller''s address to X-Forwarded-For (counted from the right).';
insert into private.client_address_settings default values;
revoke all on private.client_address_settings from public, anon, authenticated, service_role;

create trigger client_address_settings_set_updated_at
  before update on private.client_address_settings
  for each row execute function private.set_updated_at();

create or replace function private.request_ip()
returns inet
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  headers json;
  chain text[];
  hops integer;
  picked text;
  address inet;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::json;
  exception when others then
    return null;
  end;
  picked := nullif(btrim(headers ->> 'cf-connecting-ip'), '');
  if picked is null then
    chain := array(select btrim(hop)
                   from unnest(string_to_array(headers ->> 'x-forwarded-for', ',')) as hop
                   where btrim(hop) <> '');
    if cardinality(chain) = 0 then
      return null;
    end if;
    select s.trusted_hops into hops from private.client_address_settings s;
    hops := coalesce(hops, 1);
    -- A chain shorter than the trusted hops did not pass every trusted proxy: its first address
    -- is the nearest to the caller there is.
    picked := case when hops = 0 or cardinality(chain) < hops then chain[1]
                   else chain[cardinality(chain) - hops + 1] end;
  end if;
  begin
    address := picked::inet;
  exception when invalid_text_representation then
    return null;
  end;
  if family(address) = 6 then
    return network(set_masklen(address, 64))::inet;
  end if;
  return set_masklen(address, 32);
end
$$;
comment on function private.request_ip() is
  'The Data API caller''s address (its IPv6 /64): cf-connecting-ip, else X-Forwarded-For counted trusted_hops from the right; null outside a request.';

create table private.anon_write_counts (
  bucket text not null,
  ip inet not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, ip, window_start)
);
comment on table private.anon_write_counts is
  'Writes per caller address per fixed window, per kind of anonymous write (private.take_anon_quota).';
create index anon_write_counts_window_start_idx on private.anon_write_counts (window_start);
revoke all on private.anon_write_counts from public, anon, authenticated, service_role;

create or replace function private.take_anon_quota(
  p_bucket text,
  p_cap integer,
  p_window interval,
  p_message text
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller_ip inet := private.request_ip();
  seconds double precision := extract(epoch from p_window);
  started timestamptz;
  taken integer;
begin
  if caller_ip is null then
    return;
  end if;
  started := to_timestamp(floor(extract(epoch from now()) / seconds) * seconds);
  insert into private.anon_write_counts as c (bucket, ip, window_start, hits)
  values (p_bucket, caller_ip, started, 1)
  on conflict (bucket, ip, window_start) do update set hits = c.hits + 1
  returning c.hits into taken;
  if taken > p_cap then
    raise exception using
      errcode = 'PT429',
      message = p_message,
      hint = format('At most %s per %s from one network address.', p_cap,
                    case p_window when interval '1 hour' then 'hour' when interval '1 day' then 'day'
                                  else p_window::text end);
  end if;
  if taken = 1 then
    -- A new window: sweep a few expired counters, skipping any another request holds.
    delete from private.anon_write_counts old
     where old.ctid = any (array(
       select o.ctid from private.anon_write_counts o
        where o.window_start < now() - interval '2 days'
        limit 100
        for update skip locked));
  end if;
end
$$;
comment on function private.take_anon_quota(text, integer, interval, text) is
  'Counts one write of p_bucket from the caller''s address in the current window; past p_cap raises PT429 (HTTP 429).';

revoke execute on function
  private.request_ip(),
  private.take_anon_quota(text, integer, interval, text)
from public, anon, authenticated;

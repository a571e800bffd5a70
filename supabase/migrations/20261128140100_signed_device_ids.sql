-- Issue 34 §6: views count once per viewer per video per day, where the viewer is a signed-in user
-- or a device id the server issued and signed (design §3.3 keeps the device id for anonymous view
-- counting). Until now the client made its device id up, so a script sending 300 fresh ids counted
-- 300 views.
--   * issue_device_id() -> '<id>.<signature>': 16 random bytes and the first 22 characters of their
--     HMAC-SHA256 under a secret that never leaves the database (private.device_id_keys), both
--     base64url. Stateless: nothing is stored per id, so issuing writes only the per-address
--     counter (200 new ids an hour per address; a device asks once and keeps its id).
--   * private.verified_device_id(token): the id part of a token this database signed, else null.
--     Replacing the secret retires every id at once; clients ask for a new one when refused.
--   * record_view(video, device id, viewed_at): a signed-in caller is counted by account and the
--     device id is ignored; an anonymous caller must send an issued id (22023, 400, otherwise).
--     viewed_at is when a view queued offline happened (design §3.21): its UTC day is the day it
--     counts for, up to 7 days back (older: 22008, 400); a time ahead of the server is now. The
--     view row's started_at stays the server's clock: it is the watch token of the 30-second rule.
--     A new anonymous view also takes the per-address quota: 20 views of one video per address per
--     UTC day (server day), past which 429 and nothing is written. A view already counted for
--     that viewer and day writes nothing and answers counted: false without touching the videos
--     row (design §3.18); a counted view adds no work under that row's lock beyond its counter.

create table private.device_id_keys (
  id boolean primary key default true constraint device_id_keys_one_row check (id),
  secret bytea not null default extensions.gen_random_bytes(32)
    constraint device_id_keys_secret_long check (octet_length(secret) >= 32),
  created_at timestamptz not null default now()
);
comment on table private.device_id_keys is
  'The HMAC secret that signs device ids (issue_device_id); replacing it retires every issued id.';
insert into private.device_id_keys default values;
revoke all on private.device_id_keys from public, anon, authenticated, service_role;

create or replace function private.base64url(p_bytes bytea)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  -- encode() wraps base64 every 76 characters: the newline goes with the padding.
  select rtrim(translate(encode(p_bytes, 'base64'), E'+/\n', '-_'), '=')
$$;
comment on function private.base64url(bytea) is 'Unpadded base64url of the bytes.';

create or replace function private.device_id_signature(p_id text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select left(private.base64url(extensions.hmac(convert_to(p_id, 'UTF8'), k.secret, 'sha256')), 22)
    from private.device_id_keys k
$$;
comment on function private.device_id_signature(text) is
  'The signature part of a device id: its HMAC-SHA256 under the device id secret, base64url, 22 characters.';

create or replace function private.verified_device_id(p_token text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  id text;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$' then
    return null;
  end if;
  id := split_part(p_token, '.', 1);
  if split_part(p_token, '.', 2) is distinct from private.device_id_signature(id) then
    return null;
  end if;
  return id;
end
$$;
comment on function private.verified_device_id(text) is
  'The id part of a device id this database issued (issue_device_id), or null for a made-up or altered one.';

create or replace function public.issue_device_id()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  id text;
begin
  perform private.take_anon_quota('device_id', 200, interval '1 hour',
    'Too many new devices from this network. Please try again later.');
  id := private.base64url(extensions.gen_random_bytes(16));
  return id || '.' || private.device_id_signature(id);
end
$$;
comment on function public.issue_device_id() is
  'A new signed device id for counting a signed-out visitor''s views and clicks; 200 an hour per address.';

-- The refusal a client answers by asking issue_device_id for a new id.
create or replace function private.require_device_id(p_token text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  id text := private.verified_device_id(p_token);
begin
  if id is null then
    raise exception 'This device id was not issued by LaughLoop. Ask issue_device_id for a new one.'
      using errcode = '22023';
  end if;
  return id;
end
$$;
comment on function private.require_device_id(text) is
  'The id part of an issued device id; raises 22023 (HTTP 400) for a missing, made-up or altered one.';

drop function public.record_view(text, text);

create or replace function public.record_view(
  p_video_id text,
  p_device_id text default null,
  p_viewed_at timestamptz default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  device text;
  key text;
  counted_on date;
  view_id uuid;
begin
  if caller is null then
    device := private.require_device_id(p_device_id);
  end if;
  if p_viewed_at is null or p_viewed_at > now() then
    counted_on := (now() at time zone 'utc')::date;
  elsif p_viewed_at < now() - interval '7 days' then
    raise exception 'This view is too old to count: a view queued offline counts for 7 days.'
      using errcode = '22008';
  else
    counted_on := (p_viewed_at at time zone 'utc')::date;
  end if;
  if not exists (select 1 from public.videos v
                  where v.id = p_video_id and (v.moderation_status = 'approved' or v.user_id = caller)) then
    raise exception 'Video not found' using errcode = 'P0001';
  end if;
  key := coalesce(caller::text, 'device:' || device);
  insert into public.video_views (video_id, user_id, device_id, viewer_key, view_day)
  values (p_video_id, caller, device, key, counted_on)
  on conflict (video_id, viewer_key, view_day) do nothing
  returning id into view_id;
  if view_id is not null then
    if caller is null then
      perform private.take_anon_quota('view:' || p_video_id, 20, interval '1 day',
        'Too many views of this video from this network today.');
    end if;
    update public.videos set views = views + 1 where id = p_video_id;
    return jsonb_build_object('view_id', view_id, 'counted', true);
  end if;
  select vv.id into view_id from public.video_views vv
   where vv.video_id = p_video_id and vv.viewer_key = key and vv.view_day = counted_on;
  return jsonb_build_object('view_id', view_id, 'counted', false);
end
$$;
comment on function public.record_view(text, text, timestamptz) is
  'Counts one view per viewer (account, else issued device id) per video per UTC day: {view_id, counted}.';

revoke execute on function
  private.device_id_signature(text),
  private.verified_device_id(text),
  private.require_device_id(text),
  public.issue_device_id(),
  public.record_view(text, text, timestamptz)
from public, anon, authenticated;
grant execute on function public.issue_device_id() to anon, authenticated;
grant execute on function public.record_view(text, text, timestamptz) to anon, authenticated;

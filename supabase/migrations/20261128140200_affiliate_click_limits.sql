-- Issue 34 §6: affiliate clicks are deduplicated per visitor, link and day, and capped per address.
--   * The visitor is the signed-in caller, else the device id the server issued (issue_device_id,
--     migration 20261128140100); an anonymous click on a known code without one is refused
--     (22023, 400), so a script cannot make a visitor up per request.
--   * One click row per (affiliate, visitor, UTC day): a repeat answers the day's first click id
--     and writes nothing. Rows from before this migration have no visitor and stay as they were.
--   * A new anonymous click takes the per-address quota: 30 an hour, past which 429 and nothing
--     is written.
-- record_affiliate_click keeps everything it did (unknown or malformed codes answer null, clicks
-- older than the 31-day window are swept as new ones arrive) and gains p_device_id.

alter table private.affiliate_clicks
  add column visitor_key text,
  add column click_day date not null default (now() at time zone 'utc')::date;
comment on column private.affiliate_clicks.visitor_key is
  'user:<id> or device:<issued device id>; null for clicks recorded before visitors were known.';
create unique index affiliate_clicks_one_per_visitor_day
  on private.affiliate_clicks (affiliate_id, visitor_key, click_day)
  where visitor_key is not null;

drop function public.record_affiliate_click(text);

create or replace function public.record_affiliate_click(p_affiliate_code text, p_device_id text default null)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  visitor text;
  member_id uuid;
  click_id uuid;
begin
  if p_affiliate_code is null or upper(btrim(p_affiliate_code)) !~ '^[A-Z2-9]{8}$' then
    return null;
  end if;
  select a.id into member_id from public.affiliates a where a.affiliate_code = upper(btrim(p_affiliate_code));
  if member_id is null then
    return null; -- nothing is written for an unknown code, so it needs no visitor
  end if;
  visitor := case when caller is not null then 'user:' || caller
                  else 'device:' || private.require_device_id(p_device_id) end;
  insert into private.affiliate_clicks (affiliate_id, visitor_key)
  values (member_id, visitor)
  on conflict (affiliate_id, visitor_key, click_day) where visitor_key is not null do nothing
  returning id into click_id;
  if click_id is null then
    select c.id into click_id from private.affiliate_clicks c
     where c.affiliate_id = member_id and c.visitor_key = visitor
       and c.click_day = (now() at time zone 'utc')::date;
    return click_id;
  end if;
  if caller is null then
    perform private.take_anon_quota('affiliate_click', 30, interval '1 hour',
      'Too many affiliate link clicks from this network. Please try again later.');
  end if;
  -- Clicks older than the window can never attribute anyone: drop them as new ones arrive.
  delete from private.affiliate_clicks c
   where c.id in (select old.id from private.affiliate_clicks old
                   where old.clicked_at < now() - interval '31 days' limit 100);
  return click_id;
end
$$;
comment on function public.record_affiliate_click(text, text) is
  'A landing on an affiliate link: the click id to keep with the code (one per visitor, link and day), or null for an unknown code.';

revoke execute on function public.record_affiliate_click(text, text) from public, anon, authenticated;
grant execute on function public.record_affiliate_click(text, text) to anon, authenticated;

-- Issue 17 item 3: affiliate links attribute for 30 days from the first click, judged by the server
-- (design §3.13 "the server judges time").
--   * private.affiliate_clicks: one row per landing with ?ref=CODE that the server heard of, written
--     by record_affiliate_click() (anyone, signed in or not). Its clicked_at is database time, so a
--     client cannot make an old click look new; the client keeps the click id with the code.
--   * private.attribute_referral(user, code, click id): the one rule. The referred user is attributed
--     to the code's affiliate once (first attribution wins), never to themself, and only while the
--     click is at most 30 days old. A click id the server does not know for that affiliate is
--     refused; without a click id the time is "now", the moment the server hears of the code (a
--     landing the device could not report, like a referral code typed at sign-up).
--   * record_referral(code, click id): the signed-in caller; raises the rule's message.
--   * attribute_referral(user, code, click id): service_role (checkout functions); answers
--     {success, message} instead of raising, so a stale link never blocks a payment.
--   * A sign-up carrying ref_code / ref_click in its user metadata is attributed as the account is
--     created (trigger on auth.users); a refused code never blocks the sign-up.
-- The old record_referral(code, first_click_at) trusted the client's clock and is dropped.

create table private.affiliate_clicks (
  id uuid primary key default gen_random_uuid(),
  affiliate_id uuid not null references public.affiliates (id) on delete cascade,
  clicked_at timestamptz not null default now()
);
comment on table private.affiliate_clicks is 'Landings on an affiliate link, timed by the database.';
create index affiliate_clicks_clicked_at_idx on private.affiliate_clicks (clicked_at);

create or replace function public.record_affiliate_click(p_affiliate_code text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  member_id uuid;
  click_id uuid;
begin
  if p_affiliate_code is null or upper(btrim(p_affiliate_code)) !~ '^[A-Z2-9]{8}$' then
    return null;
  end if;
  select a.id into member_id from public.affiliates a where a.affiliate_code = upper(btrim(p_affiliate_code));
  if member_id is null then
    return null;
  end if;
  -- Clicks older than the window can never attribute anyone: drop them as new ones arrive.
  delete from private.affiliate_clicks c
   where c.id in (select old.id from private.affiliate_clicks old
                   where old.clicked_at < now() - interval '31 days' limit 100);
  insert into private.affiliate_clicks (affiliate_id) values (member_id) returning id into click_id;
  return click_id;
end
$$;
comment on function public.record_affiliate_click(text) is
  'A landing on an affiliate link: the click id to keep with the code, or null for an unknown code.';

create or replace function private.attribute_referral(p_user_id uuid, p_affiliate_code text, p_click_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  member public.affiliates;
  existing public.referrals;
  clicked timestamptz;
begin
  select * into existing from public.referrals where referred_user_id = p_user_id;
  if existing.id is not null then
    return jsonb_build_object('success', true, 'referral_id', existing.id, 'already_referred', true);
  end if;
  select * into member from public.affiliates where affiliate_code = upper(btrim(coalesce(p_affiliate_code, '')));
  if member.id is null then
    raise exception 'Unknown affiliate code.' using errcode = 'P0001';
  end if;
  if member.user_id = p_user_id then
    raise exception 'You cannot refer yourself.' using errcode = 'P0001';
  end if;
  if p_click_id is null then
    clicked := now(); -- the first the server hears of this link
  else
    -- A click the server does not know (another affiliate's, or dropped after 31 days) proves no
    -- recent click: refused like an old one, never taken as new.
    select c.clicked_at into clicked from private.affiliate_clicks c
     where c.id = p_click_id and c.affiliate_id = member.id;
  end if;
  if clicked is null or clicked < now() - interval '30 days' then
    raise exception 'The referral link has expired (30-day window).' using errcode = 'P0001';
  end if;
  insert into public.referrals (affiliate_id, referred_user_id, first_click_at)
  values (member.id, p_user_id, clicked)
  on conflict (referred_user_id) do nothing
  returning * into existing;
  if existing.id is null then
    select * into existing from public.referrals where referred_user_id = p_user_id;
    return jsonb_build_object('success', true, 'referral_id', existing.id, 'already_referred', true);
  end if;
  update public.affiliates set referral_count = referral_count + 1 where id = member.id;
  return jsonb_build_object('success', true, 'referral_id', existing.id, 'already_referred', false);
end
$$;
revoke execute on function private.attribute_referral(uuid, text, uuid) from public;

drop function public.record_referral(text, timestamptz);

create or replace function public.record_referral(p_affiliate_code text, p_click_id uuid default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'Please sign in first.' using errcode = '42501';
  end if;
  return private.attribute_referral(auth.uid(), p_affiliate_code, p_click_id);
end
$$;
comment on function public.record_referral(text, uuid) is
  'Attributes the caller to an affiliate (first attribution wins, 30 days from the recorded click, no self-referral).';

create or replace function public.attribute_referral(p_user_id uuid, p_affiliate_code text, p_click_id uuid default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.attribute_referral(p_user_id, p_affiliate_code, p_click_id);
exception when raise_exception then
  return jsonb_build_object('success', false, 'message', sqlerrm);
end
$$;
comment on function public.attribute_referral(uuid, text, uuid) is
  'service_role: record_referral for a user named by a checkout; a refused code answers {success: false, message}.';

create or replace function private.attribute_new_user_referral()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  code text := new.raw_user_meta_data ->> 'ref_code';
  click text := new.raw_user_meta_data ->> 'ref_click';
begin
  if code is null or btrim(code) = '' then
    return new;
  end if;
  begin
    perform private.attribute_referral(
      new.id, code,
      case when click ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then click::uuid end);
  exception when raise_exception then
    null; -- an unknown or expired code leaves the new account unattributed
  end;
  return new;
end
$$;
revoke execute on function private.attribute_new_user_referral() from public;

create trigger on_auth_user_created_attribute_referral
  after insert on auth.users
  for each row execute function private.attribute_new_user_referral();

revoke execute on function
  public.record_affiliate_click(text),
  public.record_referral(text, uuid),
  public.attribute_referral(uuid, text, uuid)
from public, anon, authenticated;
grant execute on function public.record_affiliate_click(text) to anon, authenticated;
grant execute on function public.record_referral(text, uuid) to authenticated;
grant execute on function public.attribute_referral(uuid, text, uuid) to service_role;

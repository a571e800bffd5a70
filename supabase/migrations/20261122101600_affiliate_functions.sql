-- Affiliate program functions (rules in 20261122101500_affiliates.sql).
--   * join_affiliate_program(): the caller joins (idempotent) -> {success, affiliate}.
--   * record_referral(code, first_click_at): the signed-in referred user is attributed to the code's
--     affiliate if the first click was within the last 30 days and the affiliate is someone else.
--     First attribution wins; later calls return it unchanged.
--   * record_commission(referred user, payment id, source, amount cents): service_role (payment
--     webhook); 'lifetime' commission on every payment of a referred user, once per payment.

create or replace function private.random_affiliate_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  bytes bytea := extensions.gen_random_bytes(8);
  code text := '';
begin
  for i in 0..7 loop
    code := code || substr(alphabet, (get_byte(bytes, i) % 32) + 1, 1);
  end loop;
  return code;
end
$$;
revoke execute on function private.random_affiliate_code() from public;

create or replace function public.join_affiliate_program()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  member public.affiliates;
begin
  if caller is null then
    raise exception 'Please sign up to join our affiliate program' using errcode = '42501';
  end if;
  select * into member from public.affiliates where user_id = caller;
  while member.id is null loop
    begin
      insert into public.affiliates (user_id, affiliate_code)
      values (caller, private.random_affiliate_code())
      returning * into member;
    exception when unique_violation then
      -- Either the code was taken (draw again) or a concurrent call joined first (read it).
      select * into member from public.affiliates where user_id = caller;
    end;
  end loop;
  return jsonb_build_object('success', true, 'affiliate', to_jsonb(member) - 'payout_details');
end
$$;
comment on function public.join_affiliate_program() is 'Makes the caller an affiliate (idempotent): {success, affiliate}.';

create or replace function public.record_referral(p_affiliate_code text, p_first_click_at timestamptz default now())
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  member public.affiliates;
  existing public.referrals;
begin
  if caller is null then
    raise exception 'Please sign in first.' using errcode = '42501';
  end if;
  select * into existing from public.referrals where referred_user_id = caller;
  if existing.id is not null then
    return jsonb_build_object('success', true, 'referral_id', existing.id, 'already_referred', true);
  end if;
  select * into member from public.affiliates where affiliate_code = upper(btrim(coalesce(p_affiliate_code, '')));
  if member.id is null then
    raise exception 'Unknown affiliate code.' using errcode = 'P0001';
  end if;
  if member.user_id = caller then
    raise exception 'You cannot refer yourself.' using errcode = 'P0001';
  end if;
  if p_first_click_at is null or p_first_click_at < now() - interval '30 days' or p_first_click_at > now() + interval '5 minutes' then
    raise exception 'The referral link has expired (30-day window).' using errcode = 'P0001';
  end if;
  insert into public.referrals (affiliate_id, referred_user_id, first_click_at)
  values (member.id, caller, least(p_first_click_at, now()))
  on conflict (referred_user_id) do nothing
  returning * into existing;
  if existing.id is null then
    select * into existing from public.referrals where referred_user_id = caller;
    return jsonb_build_object('success', true, 'referral_id', existing.id, 'already_referred', true);
  end if;
  update public.affiliates set referral_count = referral_count + 1 where id = member.id;
  return jsonb_build_object('success', true, 'referral_id', existing.id, 'already_referred', false);
end
$$;
comment on function public.record_referral(text, timestamptz) is
  'Attributes the caller to an affiliate (first attribution wins, 30-day window, no self-referral).';

create or replace function public.record_commission(
  p_referred_user_id uuid, p_payment_id text, p_source text, p_amount_cents integer
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  referral public.referrals;
  member public.affiliates;
  commission integer;
  new_id uuid;
begin
  if p_amount_cents is null or p_amount_cents <= 0 then
    raise exception 'Payment amount must be a positive number of cents.' using errcode = '22023';
  end if;
  select * into referral from public.referrals where referred_user_id = p_referred_user_id;
  if referral.id is null then
    return jsonb_build_object('success', true, 'commission', false);
  end if;
  select * into member from public.affiliates where id = referral.affiliate_id for update;
  commission := round(p_amount_cents * member.commission_rate / 100);
  insert into public.commissions (affiliate_id, referral_id, payment_id, source, payment_amount_cents,
                                  commission_rate, commission_cents)
  values (member.id, referral.id, p_payment_id, p_source, p_amount_cents, member.commission_rate, commission)
  on conflict (payment_id) do nothing
  returning id into new_id;
  if new_id is null then
    return jsonb_build_object('success', true, 'commission', false, 'duplicate', true);
  end if;
  update public.affiliates set total_commission = total_commission + commission / 100.0 where id = member.id;
  return jsonb_build_object('success', true, 'commission', true, 'commission_cents', commission);
end
$$;
comment on function public.record_commission(uuid, text, text, integer) is
  'service_role: books the affiliate commission of a referred user''s payment, once per payment.';

revoke execute on function
  public.join_affiliate_program(),
  public.record_referral(text, timestamptz),
  public.record_commission(uuid, text, text, integer)
from public, anon, authenticated;
grant execute on function public.join_affiliate_program(), public.record_referral(text, timestamptz) to authenticated;
grant execute on function public.record_commission(uuid, text, text, integer) to service_role;

-- Issue 40 §2: the client no longer copies server rules; src/lib/server-rules.ts is generated from
-- the migrated schema (npm run gen:types, checked by tests/integration/gen-types.test.ts). Two rules
-- that were only numbers inside function bodies get a function of their own, so the generator (and
-- a reader) finds each in one place:
--   private.minimum_payout()       THE MINIMUM PAYOUT ($10.00, design §3.6), used by
--                                  private.payout_amount_refusal (earnings and affiliate payouts);
--   private.referral_window_days() THE REFERRAL WINDOW (30 days, part 2 §9), used by
--                                  private.attribute_referral.
-- Both bodies below are their latest definitions (20261126170150_affiliate_payouts.sql and
-- 20261126170000_affiliate_attribution.sql, as in supabase/schemas) with only the number replaced:
-- the answers, words included, are unchanged.

create function private.minimum_payout()
returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$ select 10.00::numeric(12,2) $$;
revoke execute on function private.minimum_payout() from public;

create function private.referral_window_days()
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$ select 30 $$;
revoke execute on function private.referral_window_days() from public;

-- The amount rules both payout kinds share (private.minimum_payout, dollars and cents); null when fine.
create or replace function private.payout_amount_refusal(p_amount numeric)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case
    when p_amount is null or p_amount = 'NaN'::numeric or p_amount = 'Infinity'::numeric or p_amount <= 0 then
      jsonb_build_object('success', false, 'message', 'Enter a valid payout amount greater than $0.00.')
    when p_amount <> round(p_amount, 2) then
      jsonb_build_object('success', false, 'message', 'Payout amounts are in dollars and cents (at most 2 decimals).')
    when p_amount < private.minimum_payout() then
      jsonb_build_object('success', false, 'message', format('The minimum payout is $%s.', private.minimum_payout()))
  end
$$;

-- Attribution: unchanged but for the window, now private.referral_window_days().
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
  if clicked is null or clicked < now() - make_interval(days => private.referral_window_days()) then
    raise exception 'The referral link has expired (%-day window).', private.referral_window_days()
      using errcode = 'P0001';
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

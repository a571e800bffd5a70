-- Issue 34 §4 "Refunds end Premium" (design §3.14, §3.19): a full refund or a lost dispute of a
-- Premium payment ends the Premium it bought, and with it earning, as 20261126130000_boost_refunds
-- does for boosts; a partial refund keeps it. The commission of that payment is voided by
-- claw_back_commission (20261126170100_affiliate_commissions), which the webhook calls as well.
--   * private.premium_payments: every Premium payment the webhook saw, by the PaymentIntent that
--     refund and dispute events name, with the member and the end of the period it paid for
--     (paid_through). Recorded by record_premium_payment (service_role: a paid checkout without an
--     invoice, and every paid subscription invoice).
--   * premium_subscribers.refunded_through: a membership whose period ends at or before this time
--     was paid by money that went back, and grants nothing (is_premium). It only ever grows. A
--     flag on the row rather than a status change because Stripe keeps the subscription itself
--     'active' after a refund: a later event about it (the member toggling cancel-at-period-end in
--     the portal, a retried checkout event) carries the same period end and must not bring Premium
--     back. A renewal the member pays afterwards ends later, so it grants Premium again.
--   * refund_premium_payment(event, payment intent, reason): service_role (the webhook). Once per
--     event id (private.stripe_events) and once per payment; the refund is remembered
--     (private.refunded_payments) so a payment whose own event arrives after its refund is
--     recorded refunded. A refund of a payment whose period another payment (not refunded) also
--     covers changes nothing: the member paid for that period once.
--   * is_premium, check_subscription and the profile mirror read refunded_through.
-- Locks: the payment intent's advisory lock, then the member's; record and refund take them in
-- that order, so a refund racing its own payment's recording, or two refunds of one member's
-- payments, are applied one after the other.

alter table public.premium_subscribers add column refunded_through timestamptz;
comment on column public.premium_subscribers.refunded_through is
  'Periods ending at or before this time were paid by a refunded or lost-dispute payment: they grant no Premium.';

create table private.premium_payments (
  payment_intent_id text primary key
    constraint premium_payments_payment_intent_id_valid check (payment_intent_id ~ '^[A-Za-z0-9_-]{1,255}$'),
  user_id uuid not null references auth.users (id) on delete cascade,
  paid_through timestamptz not null,
  recorded_at timestamptz not null default now(),
  refunded_at timestamptz,
  refund_reason text constraint premium_payments_refund_reason_valid check (refund_reason in ('refunded', 'dispute_lost')),
  constraint premium_payments_refund_consistent check ((refunded_at is null) = (refund_reason is null))
);
comment on table private.premium_payments is
  'Premium payments by payment intent: who paid, the period end it bought, and whether the money went back.';
create index premium_payments_user_id_idx on private.premium_payments (user_id, paid_through desc);

-- The single authority (latest definition: 20261122100300_premium_subscribers.sql), now also
-- refusing a period that refunded money paid for.
create or replace function public.is_premium(uid uuid default auth.uid())
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when uid is null then false
    when uid is distinct from auth.uid()
     and coalesce(auth.role(), 'service_role') <> 'service_role'
     and not public.is_admin() then false
    else exists (
      select 1 from public.premium_subscribers ps
      where ps.user_id = is_premium.uid
        and ps.subscription_status = 'active'
        and (ps.current_period_end is null or ps.current_period_end > now())
        and (ps.refunded_through is null or ps.current_period_end > ps.refunded_through)
    )
  end
$$;
comment on function public.is_premium(uuid) is
  'Active premium membership (status active, period not ended, period not paid by refunded money).';

-- As before (20261122100300), plus status 'refunded' when refunded money paid for the period.
create or replace function public.check_subscription()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'isSubscribed', public.is_premium(auth.uid()),
    'subscriptionStatus', case
      when ps.refunded_through is not null
       and (ps.current_period_end is null or ps.current_period_end <= ps.refunded_through) then 'refunded'
      else coalesce(ps.subscription_status, 'inactive')
    end,
    'planType', ps.plan_type,
    'currentPeriodEnd', ps.current_period_end,
    'cancelAtPeriodEnd', coalesce(ps.cancel_at_period_end, false)
  )
  from (select 1) as one
  left join public.premium_subscribers ps on ps.user_id = auth.uid()
$$;
comment on function public.check_subscription() is
  'The caller''s premium state: {isSubscribed, subscriptionStatus (refunded when the money went back), planType, ...}.';

-- The profile's display mirror (latest: 20261122100300) follows the same rule.
create or replace function private.sync_profile_subscription()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    update public.profiles set subscription_status = 'inactive' where id = old.user_id;
  else
    update public.profiles
       set subscription_status = case
         when new.subscription_status = 'active'
          and (new.current_period_end is null or new.current_period_end > now())
          and (new.refunded_through is null or new.current_period_end > new.refunded_through) then 'active'
         else 'inactive'
       end
     where id = new.user_id;
  end if;
  return null;
end
$$;

-- Takes back the period a refunded payment bought, unless another payment (not refunded) pays at
-- least as far. The caller holds the member's advisory lock. Answers whether Premium ended.
create or replace function private.take_back_premium(p_user_id uuid, p_paid_through timestamptz)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_premium boolean := public.is_premium(p_user_id);
begin
  if exists (select 1 from private.premium_payments p
              where p.user_id = p_user_id and p.refunded_at is null and p.paid_through >= p_paid_through) then
    return false;
  end if;
  -- No row yet (the refund outran the membership's own events): an inactive one remembers the
  -- refunded period, so the activation that follows grants nothing for it.
  insert into public.premium_subscribers as ps (user_id, subscription_status, refunded_through)
  values (p_user_id, 'inactive', p_paid_through)
  on conflict (user_id) do update
    set refunded_through = greatest(ps.refunded_through, excluded.refunded_through);
  return was_premium and not public.is_premium(p_user_id);
end
$$;
comment on function private.take_back_premium(uuid, timestamptz) is
  'Ends the Premium a refunded payment paid for (refunded_through), unless another payment covers it.';
revoke execute on function private.take_back_premium(uuid, timestamptz) from public;

create or replace function public.record_premium_payment(
  p_payment_intent_id text, p_user_id uuid, p_paid_through timestamptz
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  refund private.refunded_payments;
  new_payment text;
  ended boolean := false;
begin
  if p_payment_intent_id is null or p_payment_intent_id !~ '^[A-Za-z0-9_-]{1,255}$' then
    raise exception 'A Premium payment needs its payment intent id.' using errcode = '22023';
  end if;
  if p_user_id is null or p_paid_through is null then
    raise exception 'A Premium payment needs its member and the end of the period it paid for.' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('laughloop:payment:' || p_payment_intent_id, 0));
  perform pg_advisory_xact_lock(hashtextextended('laughloop:premium_payments:' || p_user_id::text, 0));
  select * into refund from private.refunded_payments r where r.payment_intent_id = p_payment_intent_id;
  insert into private.premium_payments (payment_intent_id, user_id, paid_through, refunded_at, refund_reason)
  values (p_payment_intent_id, p_user_id, p_paid_through, refund.refunded_at, refund.reason)
  on conflict (payment_intent_id) do nothing
  returning payment_intent_id into new_payment;
  if new_payment is not null and refund.payment_intent_id is not null then
    -- The money went back before this payment's own event arrived.
    ended := private.take_back_premium(p_user_id, p_paid_through);
  end if;
  return jsonb_build_object('success', true, 'recorded', new_payment is not null,
                            'refunded', refund.payment_intent_id is not null, 'ended', ended);
end
$$;
comment on function public.record_premium_payment(text, uuid, timestamptz) is
  'service_role: remembers a Premium payment (payment intent, member, period end) once; a payment refunded before it was recorded buys nothing.';

create or replace function public.refund_premium_payment(
  p_event_id text, p_event_type text, p_payment_intent_id text, p_reason text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  payment private.premium_payments;
  first_delivery boolean;
  ended boolean := false;
begin
  if p_reason is null or p_reason not in ('refunded', 'dispute_lost') then
    raise exception 'Unknown refund reason.' using errcode = '22023';
  end if;
  if p_payment_intent_id is null or p_payment_intent_id !~ '^[A-Za-z0-9_-]{1,255}$' then
    raise exception 'A refund needs its payment intent id.' using errcode = '22023';
  end if;
  if p_event_id is null or p_event_id !~ '^evt_[A-Za-z0-9_]{1,255}$' then
    raise exception 'A refund needs its Stripe event id.' using errcode = '22023';
  end if;
  -- A redelivery of the same event waits here for the first to commit, then finds its id.
  insert into private.stripe_events (id, type) values (p_event_id, p_event_type)
  on conflict (id) do nothing;
  first_delivery := found;

  perform pg_advisory_xact_lock(hashtextextended('laughloop:payment:' || p_payment_intent_id, 0));
  insert into private.refunded_payments (payment_intent_id, reason) values (p_payment_intent_id, p_reason)
  on conflict (payment_intent_id) do nothing;
  select * into payment from private.premium_payments p where p.payment_intent_id = p_payment_intent_id;
  if payment.payment_intent_id is null then
    return jsonb_build_object('success', true, 'found', false, 'refunded', false, 'ended', false,
                              'duplicate', not first_delivery);
  end if;
  perform pg_advisory_xact_lock(hashtextextended('laughloop:premium_payments:' || payment.user_id::text, 0));
  -- Once per payment, whichever event says so first (a refund and a lost dispute of one charge,
  -- or Stripe's separate events for it).
  if payment.refunded_at is null then
    update private.premium_payments
       set refunded_at = now(), refund_reason = p_reason
     where payment_intent_id = p_payment_intent_id;
    ended := private.take_back_premium(payment.user_id, payment.paid_through);
    return jsonb_build_object('success', true, 'found', true, 'refunded', true, 'ended', ended,
                              'duplicate', false, 'premium', public.is_premium(payment.user_id));
  end if;
  return jsonb_build_object('success', true, 'found', true, 'refunded', false, 'ended', false,
                            'duplicate', not first_delivery, 'premium', public.is_premium(payment.user_id));
end
$$;
comment on function public.refund_premium_payment(text, text, text, text) is
  'service_role: a full refund or lost dispute of a Premium payment ends the Premium it paid for; once per event id and per payment.';

revoke execute on function
  public.record_premium_payment(text, uuid, timestamptz),
  public.refund_premium_payment(text, text, text, text)
from public, anon, authenticated;
grant execute on function
  public.record_premium_payment(text, uuid, timestamptz),
  public.refund_premium_payment(text, text, text, text)
to service_role;

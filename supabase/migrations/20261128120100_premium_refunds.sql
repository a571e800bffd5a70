-- Issue 34 §4 "Refunds end Premium" (design §3.14, §3.19): a full refund or a lost dispute of a
-- Premium payment ends the Premium it bought, and with it earning, as 20261126130000_boost_refunds
-- does for boosts; a partial refund keeps it. The commission of that payment is voided by
-- claw_back_commission (20261126170100_affiliate_commissions), which the webhook calls as well.
--   * private.premium_payments: every Premium payment the webhook saw, by the PaymentIntent that
--     refund and dispute events name, with the member, the subscription (if any) and the end of
--     the period it paid for (paid_through). Recorded by record_premium_payment (service_role: a
--     paid checkout without an invoice, and every paid subscription invoice).
--   * premium_subscribers.refunded_through: a paid period ending at or before this time was paid
--     by money that went back, and grants nothing (is_premium). A threshold on the row rather
--     than a status change because Stripe keeps the subscription itself 'active' after a refund:
--     a later event about it (the member toggling cancel-at-period-end in the portal, a retried
--     checkout event) carries the same period end and must not bring Premium back. (A period end
--     moved later comes with a new invoice: Stripe bills a change of billing period at once.)
--   * What brings Premium back is a new grant: a new payment, recorded after the row took its
--     period (record_premium_payment clears the threshold when the payment pays through the row's
--     period end: a renewal, or a new subscription after the refund, shorter plans included), or
--     the free offer (plan free_trial is not a paid period, so the threshold does not apply; a
--     later event of the refunded subscription sets its own plan and falls under it again).
--   * refund_premium_payment(event, payment intent, reason): service_role (the webhook). Once per
--     event id (private.stripe_events) and once per payment; the refund is remembered
--     (private.refunded_payments) so a payment whose own event arrives after its refund is
--     recorded refunded and buys nothing. Premium ends unless another payment (not refunded)
--     pays at least as far, or the member has since moved to another subscription.
--   * is_premium, check_subscription (status 'refunded') and the profile mirror read the threshold;
--     the webhook's "never shorten a longer membership" (fulfil-premium.ts) ignores a refunded one.
-- Locks: the payment intent's advisory lock, then the member's; record and refund take them in
-- that order, so a refund racing its own payment's recording, or two refunds or a refund and a
-- new payment of one member, are applied one after the other.

alter table public.premium_subscribers add column refunded_through timestamptz;
comment on column public.premium_subscribers.refunded_through is
  'Paid periods ending at or before this time were paid by a refunded or lost-dispute payment: they grant no Premium.';

create table private.premium_payments (
  payment_intent_id text primary key
    constraint premium_payments_payment_intent_id_valid check (payment_intent_id ~ '^[A-Za-z0-9_-]{1,255}$'),
  user_id uuid not null references auth.users (id) on delete cascade,
  subscription_id text
    constraint premium_payments_subscription_id_valid check (subscription_id ~ '^[A-Za-z0-9_]{1,255}$'),
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
        and (ps.refunded_through is null or ps.current_period_end > ps.refunded_through
             or ps.plan_type = 'free_trial')
    )
  end
$$;
comment on function public.is_premium(uuid) is
  'Active premium membership (status active, period not ended, not a period refunded money paid for).';

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
      when ps.refunded_through is not null and ps.plan_type is distinct from 'free_trial'
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
          and (new.refunded_through is null or new.current_period_end > new.refunded_through
               or new.plan_type = 'free_trial') then 'active'
         else 'inactive'
       end
     where id = new.user_id;
  end if;
  return null;
end
$$;

-- Takes back the period a refunded payment bought. Nothing changes when another payment (not
-- refunded) pays at least as far, or when the member has moved on to another subscription since
-- (the refund is of the old one's money; the new one is paid). The caller holds the member's
-- advisory lock. Answers whether Premium ended.
create or replace function private.take_back_premium(payment private.premium_payments)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  member public.premium_subscribers;
  was_premium boolean := public.is_premium(payment.user_id);
begin
  if exists (select 1 from private.premium_payments p
              where p.user_id = payment.user_id and p.refunded_at is null
                and p.paid_through >= payment.paid_through) then
    return false;
  end if;
  select * into member from public.premium_subscribers ps where ps.user_id = payment.user_id for update;
  if not found then
    -- The refund outran the membership's own events: an inactive row remembers the refunded
    -- period, so the activation that follows grants nothing for it.
    insert into public.premium_subscribers (user_id, subscription_status, refunded_through)
    values (payment.user_id, 'inactive', payment.paid_through);
    return false;
  end if;
  if payment.subscription_id is not null
     and member.stripe_subscription_id is distinct from payment.subscription_id then
    return false;
  end if;
  update public.premium_subscribers
     set refunded_through = greatest(refunded_through, payment.paid_through)
   where user_id = payment.user_id;
  return was_premium and not public.is_premium(payment.user_id);
end
$$;
comment on function private.take_back_premium(private.premium_payments) is
  'Ends the Premium a refunded payment paid for (refunded_through), unless another payment covers it or the member moved on.';
revoke execute on function private.take_back_premium(private.premium_payments) from public;

create or replace function public.record_premium_payment(
  p_payment_intent_id text, p_user_id uuid, p_paid_through timestamptz, p_subscription_id text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  refund private.refunded_payments;
  payment private.premium_payments;
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
  insert into private.premium_payments
    (payment_intent_id, user_id, subscription_id, paid_through, refunded_at, refund_reason)
  values (p_payment_intent_id, p_user_id, p_subscription_id, p_paid_through, refund.refunded_at, refund.reason)
  on conflict (payment_intent_id) do nothing
  returning * into payment;
  if payment.payment_intent_id is null then
    return jsonb_build_object('success', true, 'recorded', false, 'refunded', refund.payment_intent_id is not null,
                              'ended', false);
  end if;
  if refund.payment_intent_id is not null then
    -- The money went back before this payment's own event arrived: it buys nothing.
    ended := private.take_back_premium(payment);
  else
    -- A new payment through (at least) the period the row now shows: the member pays again, and
    -- an earlier refund no longer stands in the way. A late payment of an older period does not.
    update public.premium_subscribers
       set refunded_through = null
     where user_id = p_user_id and refunded_through is not null
       and current_period_end <= p_paid_through;
  end if;
  return jsonb_build_object('success', true, 'recorded', true, 'refunded', refund.payment_intent_id is not null,
                            'ended', ended);
end
$$;
comment on function public.record_premium_payment(text, uuid, timestamptz, text) is
  'service_role: remembers a Premium payment (payment intent, member, period end, subscription) once; a payment refunded before it was recorded buys nothing.';

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
    payment.refunded_at := now();
    ended := private.take_back_premium(payment);
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
  public.record_premium_payment(text, uuid, timestamptz, text),
  public.refund_premium_payment(text, text, text, text)
from public, anon, authenticated;
grant execute on function
  public.record_premium_payment(text, uuid, timestamptz, text),
  public.refund_premium_payment(text, text, text, text)
to service_role;

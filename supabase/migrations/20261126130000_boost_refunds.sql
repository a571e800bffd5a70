-- Refunds and lost disputes end a boost (issue 15 item 3; design §3.14 "money moves only on signed
-- webhooks ... refunds and clawbacks").
--   * boost_orders.payment_intent_id: the Stripe PaymentIntent that paid the order, recorded by
--     activate_boost. Refund and dispute events name the payment intent (and the charge), never the
--     checkout session, so this is how the webhook finds the order again.
--   * status 'refunded' (with refunded_at and refund_reason 'refunded' or 'dispute_lost') is final:
--     activate_boost never activates a refunded order, so a late or replayed checkout event cannot
--     bring the boost back. paid_at stays as it was (null when the money went back before the
--     completion event was processed).
--   * refund_boost(payment intent, reason, checkout session): service_role (the webhook). Marks the
--     order refunded once; replays change nothing.
--
-- How the boost is taken back: the video's boost_until is recomputed from its remaining paid orders,
-- not decreased by the refunded order's days. Each paid order extends the boost from the later of
-- its paid_at and the end so far (exactly what activate_boost did when it was paid), so the result
-- is the boost the video would have had if the refunded order had never been bought. Subtracting
-- would be wrong whenever the refunded days already ran out (a refund of last month's boost would
-- cut short the boost paid today), and recomputing gives the same answer however events interleave
-- or repeat. is_boosted is cleared when the remaining orders end in the past (or there are none).
-- Consequence: a boost written without an order (seed or test data) is not kept once one of that
-- video's orders is refunded; boosts come from paid orders only.
--
-- Affiliate commission is NOT clawed back here: record_commission books commissions (status
-- 'pending', affiliates.total_commission) and nothing in the schema reverses one yet (the 'void'
-- status exists but no function sets it or lowers total_commission). Left for a commission clawback
-- change.

alter table public.boost_orders
  add column payment_intent_id text
    constraint boost_orders_payment_intent_id_unique unique
    constraint boost_orders_payment_intent_id_valid check (payment_intent_id ~ '^[A-Za-z0-9_-]{1,255}$'),
  add column refunded_at timestamptz,
  add column refund_reason text
    constraint boost_orders_refund_reason_valid check (refund_reason in ('refunded', 'dispute_lost'));

alter table public.boost_orders drop constraint boost_orders_status_valid;
alter table public.boost_orders add constraint boost_orders_status_valid
  check (status in ('pending', 'paid', 'failed', 'expired', 'refunded'));

alter table public.boost_orders drop constraint boost_orders_paid_consistent;
alter table public.boost_orders add constraint boost_orders_paid_consistent check (
  case status when 'paid' then paid_at is not null
              when 'refunded' then true
              else paid_at is null end
);
alter table public.boost_orders add constraint boost_orders_refund_consistent check (
  (status = 'refunded') = (refunded_at is not null) and (status = 'refunded') = (refund_reason is not null)
);

comment on column public.boost_orders.payment_intent_id is
  'Stripe PaymentIntent that paid the order (set by activate_boost); refund and dispute events name it.';

-- The end of the boost a video's paid orders bought, replayed in payment order; null without any.
create or replace function private.boost_end_from_orders(p_video_id text)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
declare
  ends timestamptz;
  paid record;
begin
  for paid in
    select o.paid_at, o.days from public.boost_orders o
     where o.video_id = p_video_id and o.status = 'paid'
     order by o.paid_at, o.id
  loop
    ends := greatest(coalesce(ends, paid.paid_at), paid.paid_at) + make_interval(days => paid.days);
  end loop;
  return ends;
end
$$;
revoke execute on function private.boost_end_from_orders(text) from public;

-- Replaces activate_boost(text): also records the payment intent, and refuses refunded orders.
drop function public.activate_boost(text);

create or replace function public.activate_boost(p_checkout_session_id text, p_payment_intent_id text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  order_row public.boost_orders;
  new_until timestamptz;
begin
  select * into order_row from public.boost_orders where checkout_session_id = p_checkout_session_id for update;
  if order_row.id is null then
    raise exception 'Boost order not found' using errcode = 'P0001';
  end if;
  if order_row.status in ('paid', 'refunded') then
    -- A replay: record the payment intent if an earlier activation did not know it, nothing else.
    if order_row.payment_intent_id is null and p_payment_intent_id is not null then
      update public.boost_orders set payment_intent_id = p_payment_intent_id where id = order_row.id;
    end if;
    select v.boost_until into new_until from public.videos v where v.id = order_row.video_id;
    return jsonb_build_object('success', true, 'activated', false, 'refunded', order_row.status = 'refunded',
                              'video_id', order_row.video_id, 'boost_until', new_until);
  end if;
  update public.boost_orders
     set status = 'paid', paid_at = now(), payment_intent_id = coalesce(p_payment_intent_id, payment_intent_id)
   where id = order_row.id;
  update public.videos
     set is_boosted = true,
         boost_until = greatest(coalesce(boost_until, now()), now()) + make_interval(days => order_row.days)
   where id = order_row.video_id
  returning boost_until into new_until;
  return jsonb_build_object('success', true, 'activated', new_until is not null, 'refunded', false,
                            'video_id', order_row.video_id, 'boost_until', new_until);
end
$$;
comment on function public.activate_boost(text, text) is
  'service_role: marks a boost order paid once (recording its payment intent) and extends the video''s boost by the plan''s days; refunded orders stay refunded.';

create or replace function public.refund_boost(
  p_payment_intent_id text, p_reason text, p_checkout_session_id text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  order_row public.boost_orders;
  video_row public.videos;
  new_until timestamptz;
begin
  if p_reason is null or p_reason not in ('refunded', 'dispute_lost') then
    raise exception 'Unknown refund reason.' using errcode = '22023';
  end if;
  select * into order_row from public.boost_orders where payment_intent_id = p_payment_intent_id for update;
  if order_row.id is null and p_checkout_session_id is not null then
    select * into order_row from public.boost_orders where checkout_session_id = p_checkout_session_id for update;
  end if;
  if order_row.id is null then
    return jsonb_build_object('success', true, 'found', false, 'refunded', false);
  end if;
  if order_row.status = 'refunded' then
    select * into video_row from public.videos v where v.id = order_row.video_id;
    return jsonb_build_object('success', true, 'found', true, 'refunded', false, 'video_id', order_row.video_id,
                              'is_boosted', video_row.is_boosted, 'boost_until', video_row.boost_until);
  end if;
  update public.boost_orders
     set status = 'refunded', refunded_at = now(), refund_reason = p_reason,
         payment_intent_id = coalesce(payment_intent_id, p_payment_intent_id)
   where id = order_row.id;
  if order_row.status = 'paid' and order_row.video_id is not null then
    -- Lock the video before reading its orders: an activation of another order of this video then
    -- either committed already (and is in the replay) or waits and extends the recomputed end.
    perform 1 from public.videos v where v.id = order_row.video_id for update;
    new_until := private.boost_end_from_orders(order_row.video_id);
    update public.videos
       set is_boosted = coalesce(new_until > now(), false), boost_until = new_until
     where id = order_row.video_id;
  end if;
  select * into video_row from public.videos v where v.id = order_row.video_id;
  return jsonb_build_object('success', true, 'found', true, 'refunded', true, 'video_id', order_row.video_id,
                            'is_boosted', video_row.is_boosted, 'boost_until', video_row.boost_until);
end
$$;
comment on function public.refund_boost(text, text, text) is
  'service_role: a refunded or lost-dispute boost payment; marks its order refunded once and recomputes the video''s boost from the remaining paid orders.';

revoke execute on function
  public.activate_boost(text, text),
  public.refund_boost(text, text, text)
from public, anon, authenticated;
grant execute on function
  public.activate_boost(text, text),
  public.refund_boost(text, text, text)
to service_role;

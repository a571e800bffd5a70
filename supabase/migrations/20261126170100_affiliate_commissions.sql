-- Issue 17 item 4: commissions are clawed back when their payment is refunded (design §3.14).
--   * commissions.payment_intent_id: the Stripe PaymentIntent of the payment (refund and dispute
--     events name it); void_reason / voided_at say why and when a commission was taken back.
--   * record_commission(..., payment intent): as before, plus the payment intent.
--   * claw_back_commission(payment intent, payment id, reason): service_role (the webhook). Voids the
--     commission of a refunded payment once and lowers the affiliate's total; replays change nothing.
--     The refund is remembered (private.refunded_payments), so a commission whose payment event
--     arrives after its refund is booked void.
--     A commission already paid out is voided too: the affiliate's balance then goes below zero and
--     the next commissions make up for it before anything more can be withdrawn.

alter table public.commissions
  add column payment_intent_id text
    constraint commissions_payment_intent_id_valid check (payment_intent_id ~ '^[A-Za-z0-9_-]{1,255}$'),
  add column voided_at timestamptz,
  add column void_reason text
    constraint commissions_void_reason_valid check (void_reason in ('refunded', 'dispute_lost'));
alter table public.commissions add constraint commissions_void_consistent check (
  (status = 'void') = (voided_at is not null) and (status = 'void') = (void_reason is not null)
);
create index commissions_payment_intent_id_idx on public.commissions (payment_intent_id)
  where payment_intent_id is not null;

-- Refunds can arrive before the payment's own completion event (Stripe does not order events): the
-- refund is remembered so the commission booked later is void from the start.
create table private.refunded_payments (
  payment_intent_id text primary key,
  reason text not null check (reason in ('refunded', 'dispute_lost')),
  refunded_at timestamptz not null default now()
);
comment on table private.refunded_payments is
  'Payment intents whose money went back; record_commission books their commissions void.';

drop function public.record_commission(uuid, text, text, integer);

create or replace function public.record_commission(
  p_referred_user_id uuid, p_payment_id text, p_source text, p_amount_cents integer,
  p_payment_intent_id text default null
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
  refund_reason text;
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
  select r.reason into refund_reason from private.refunded_payments r
   where r.payment_intent_id = p_payment_intent_id;
  insert into public.commissions (affiliate_id, referral_id, payment_id, source, payment_amount_cents,
                                  commission_rate, commission_cents, payment_intent_id,
                                  status, voided_at, void_reason)
  values (member.id, referral.id, p_payment_id, p_source, p_amount_cents, member.commission_rate, commission,
          p_payment_intent_id,
          case when refund_reason is null then 'pending' else 'void' end,
          case when refund_reason is null then null else now() end, refund_reason)
  on conflict (payment_id) do nothing
  returning id into new_id;
  if new_id is null then
    return jsonb_build_object('success', true, 'commission', false, 'duplicate', true);
  end if;
  if refund_reason is not null then
    return jsonb_build_object('success', true, 'commission', false, 'refunded', true);
  end if;
  update public.affiliates set total_commission = total_commission + commission / 100.0 where id = member.id;
  return jsonb_build_object('success', true, 'commission', true, 'commission_cents', commission);
end
$$;
comment on function public.record_commission(uuid, text, text, integer, text) is
  'service_role: books the affiliate commission of a referred user''s payment, once per payment.';

create or replace function public.claw_back_commission(
  p_payment_intent_id text, p_payment_id text default null, p_reason text default 'refunded'
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.commissions;
begin
  if p_reason is null or p_reason not in ('refunded', 'dispute_lost') then
    raise exception 'Unknown refund reason.' using errcode = '22023';
  end if;
  if p_payment_intent_id is not null then
    insert into private.refunded_payments (payment_intent_id, reason) values (p_payment_intent_id, p_reason)
    on conflict (payment_intent_id) do nothing;
  end if;
  select * into target from public.commissions c
   where (p_payment_intent_id is not null and c.payment_intent_id = p_payment_intent_id)
      or (p_payment_id is not null and c.payment_id = p_payment_id)
   order by c.created_at
   limit 1;
  if target.id is null then
    return jsonb_build_object('success', true, 'found', false, 'clawed_back', false);
  end if;
  -- The affiliate's row first (as record_commission does), then the commission: one order of locks.
  perform 1 from public.affiliates a where a.id = target.affiliate_id for update;
  select * into target from public.commissions c where c.id = target.id for update;
  if target.status = 'void' then
    return jsonb_build_object('success', true, 'found', true, 'clawed_back', false);
  end if;
  update public.commissions
     set status = 'void', voided_at = now(), void_reason = p_reason
   where id = target.id;
  update public.affiliates
     set total_commission = greatest(total_commission - target.commission_cents / 100.0, 0)
   where id = target.affiliate_id;
  return jsonb_build_object('success', true, 'found', true, 'clawed_back', true,
                            'commission_cents', target.commission_cents);
end
$$;
comment on function public.claw_back_commission(text, text, text) is
  'service_role: voids the commission of a refunded (or lost-dispute) payment once and lowers the affiliate''s total.';

revoke execute on function
  public.record_commission(uuid, text, text, integer, text),
  public.claw_back_commission(text, text, text)
from public, anon, authenticated;
grant execute on function
  public.record_commission(uuid, text, text, integer, text),
  public.claw_back_commission(text, text, text)
to service_role;

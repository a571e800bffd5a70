-- Issue 16 item 2: a subscription's whole life through the signed webhook (design decision 14).
--   * private.stripe_events: every subscription event applied, by Stripe's event id. A replay finds
--     its id and changes nothing; the id is written in the same transaction as the change it made.
--   * premium_subscribers.last_event_at: the creation time of the newest event applied. Stripe does
--     not deliver in order; an older event than the one the row reflects is acknowledged and skipped.
--   * public.apply_subscription_event: the one writer for those events (service_role only). A null
--     argument keeps what the row holds (an invoice knows the period, not the plan).
--   * premium_checkouts: one row per checkout a member starts, keyed by the client's request key,
--     so a retried request gets the same checkout page instead of a second subscription.

create table private.stripe_events (
  id text primary key constraint stripe_events_id_valid check (id ~ '^evt_[A-Za-z0-9_]{1,255}$'),
  type text not null constraint stripe_events_type_valid check (type ~ '^[a-z_.]{1,100}$'),
  applied_at timestamptz not null default now()
);
comment on table private.stripe_events is 'Stripe events already applied (idempotency by event id).';

alter table public.premium_subscribers add column last_event_at timestamptz;
comment on column public.premium_subscribers.last_event_at is
  'Creation time of the newest Stripe event applied to this row; older events are skipped.';

create or replace function public.apply_subscription_event(
  p_event_id text,
  p_event_type text,
  p_event_created timestamptz,
  p_subscription_id text,
  p_user_id uuid default null,
  p_customer_id text default null,
  p_status text default null,
  p_plan_type text default null,
  p_period_end timestamptz default null,
  p_cancel_at_period_end boolean default null
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.premium_subscribers%rowtype;
begin
  if p_subscription_id is null or p_subscription_id !~ '^[A-Za-z0-9_]{1,255}$' then
    raise exception 'A subscription event needs a subscription id' using errcode = '22023';
  end if;
  if p_status is not null and p_status not in ('active', 'inactive', 'past_due', 'canceled') then
    raise exception 'Unknown subscription status %', p_status using errcode = '22023';
  end if;

  insert into private.stripe_events (id, type) values (p_event_id, p_event_type)
  on conflict (id) do nothing;
  if not found then return 'duplicate'; end if;

  select * into v_row from public.premium_subscribers
   where stripe_subscription_id = p_subscription_id
   for update;
  if not found then
    if p_user_id is null then
      -- Nothing to apply it to yet (it may have outrun the checkout): a redelivery may find one.
      delete from private.stripe_events where id = p_event_id;
      return 'unknown subscription';
    end if;
    select * into v_row from public.premium_subscribers where user_id = p_user_id for update;
    -- The member moved on to another subscription: the old one's news changes nothing.
    if found and v_row.stripe_subscription_id is not null
       and v_row.subscription_status in ('active', 'past_due') then
      return 'another subscription';
    end if;
  end if;
  if v_row.last_event_at is not null and p_event_created < v_row.last_event_at then
    return 'stale';
  end if;

  insert into public.premium_subscribers as ps (
    user_id, subscription_status, plan_type, stripe_subscription_id, stripe_customer_id,
    current_period_end, cancel_at_period_end, last_event_at
  ) values (
    coalesce(v_row.user_id, p_user_id),
    coalesce(p_status, 'inactive'),
    p_plan_type,
    p_subscription_id,
    p_customer_id,
    p_period_end,
    coalesce(p_cancel_at_period_end, false),
    p_event_created
  )
  on conflict (user_id) do update set
    subscription_status = coalesce(p_status, ps.subscription_status),
    plan_type = coalesce(p_plan_type, ps.plan_type),
    stripe_subscription_id = p_subscription_id,
    stripe_customer_id = coalesce(p_customer_id, ps.stripe_customer_id),
    current_period_end = coalesce(p_period_end, ps.current_period_end),
    cancel_at_period_end = coalesce(p_cancel_at_period_end, ps.cancel_at_period_end),
    last_event_at = p_event_created;
  return 'applied';
end
$$;
comment on function public.apply_subscription_event(text, text, timestamptz, text, uuid, text, text, text, timestamptz, boolean) is
  'Applies one Stripe subscription or invoice event to premium_subscribers: once per event id, never older over newer.';
revoke execute on function public.apply_subscription_event(text, text, timestamptz, text, uuid, text, text, text, timestamptz, boolean)
  from public, anon, authenticated;
grant execute on function public.apply_subscription_event(text, text, timestamptz, text, uuid, text, text, text, timestamptz, boolean)
  to service_role;

create table public.premium_checkouts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  plan_type text not null
    constraint premium_checkouts_plan_type_valid check (plan_type in ('monthly', 'semiannual', 'annual')),
  request_key uuid not null,
  checkout_session_id text
    constraint premium_checkouts_session_id_valid check (checkout_session_id ~ '^[A-Za-z0-9_]{1,255}$'),
  checkout_url text
    constraint premium_checkouts_checkout_url_valid check (checkout_url is null or private.is_media_url(checkout_url)),
  status text not null default 'pending'
    constraint premium_checkouts_status_valid check (status in ('pending', 'failed')),
  created_at timestamptz not null default now(),
  constraint premium_checkouts_request_key_unique unique (user_id, request_key)
);
comment on table public.premium_checkouts is
  'Premium checkouts started by members; a retried request with the same key gets the same page.';

alter table public.premium_checkouts enable row level security;
revoke all on public.premium_checkouts from anon, authenticated;
grant select on public.premium_checkouts to authenticated;
create policy "premium_checkouts: members read their own"
  on public.premium_checkouts for select to authenticated
  using (user_id = (select auth.uid()));

-- Issue 16 item 5: a group post made offline goes through the outbox with its own id, so a replay
-- after a lost answer finds its row (23505) instead of posting twice.
grant insert (id) on public.premium_posts to authenticated;

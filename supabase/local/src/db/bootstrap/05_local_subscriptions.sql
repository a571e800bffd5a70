-- The payment sandbox's subscriptions and billing portal sessions (supabase/local only).
-- A paid subscription checkout starts a subscription; the portal page changes it and sends the
-- signed events Stripe would (customer.subscription.*, invoice.*).
create table if not exists _local.subscriptions (
  id text primary key,
  customer text not null,
  created_at timestamptz not null default now(),
  status text not null default 'active'
    check (status in ('active', 'past_due', 'canceled')),
  amount integer not null,
  currency text not null default 'usd',
  period_unit text not null check (period_unit in ('day', 'week', 'month', 'year')),
  period_count integer not null check (period_count between 1 and 36),
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  cancel_at_period_end boolean not null default false,
  canceled_at timestamptz,
  metadata jsonb not null default '{}'::jsonb
);
create index if not exists subscriptions_customer_idx on _local.subscriptions (customer);

create table if not exists _local.portal_sessions (
  id text primary key,
  created_at timestamptz not null default now(),
  customer text not null,
  return_url text not null,
  plans jsonb not null default '[]'::jsonb
);

-- A subscription checkout's billing period ({interval, interval_count}); null for payments.
alter table _local.checkout_sessions add column if not exists recurring jsonb;

-- Earning rules and the earnings ledger (part 1 §3, §9; design §3.4; anchors-product §3.3, §4).
--   * earning_categories holds the only earning rates the product shows or pays (design §3.4), seeded
--     here with part 1 §9's defaults because they are data rules the functions depend on. They change
--     through migrations, never from a client.
--   * user_earnings is the ledger. Rows are written only by public.record_earning(); the amount is
--     always the category's rate at the time, never a client's figure.
--     unique (user_id, category, target): one reward per user, action and target.
--     idempotency_key: the client's outbox UUID; a replay returns the first result.
--     Append-only, so it has no updated_at.

create table public.earning_categories (
  category text primary key constraint earning_categories_category_valid check (category ~ '^[a-z_]{2,32}$'),
  daily_limit integer not null constraint earning_categories_daily_limit_valid check (daily_limit >= 0),
  weekly_limit integer not null constraint earning_categories_weekly_limit_valid check (weekly_limit >= 0),
  rate_per_action numeric(14, 6) not null constraint earning_categories_rate_valid
    check (rate_per_action > 0 and rate_per_action <= 1),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint earning_categories_limits_ordered check (weekly_limit >= daily_limit)
);
comment on table public.earning_categories is 'Per-action earning rules: caps per UTC day and per 7 days, rate in dollars.';

create trigger earning_categories_set_updated_at
  before update on public.earning_categories
  for each row execute function private.set_updated_at();

insert into public.earning_categories (category, daily_limit, weekly_limit, rate_per_action) values
  ('watch', 20, 100, 0.001),
  ('like', 15, 75, 0.0001),
  ('comment', 10, 50, 0.0003),
  ('share', 5, 25, 0.002)
on conflict (category) do nothing;

create table public.user_earnings (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  category text not null references public.earning_categories (category),
  amount numeric(14, 6) not null constraint user_earnings_amount_valid check (amount > 0 and amount <= 1),
  video_id text references public.videos (id) on delete set null,
  target text not null constraint user_earnings_target_valid check (char_length(target) between 1 and 200),
  idempotency_key uuid not null constraint user_earnings_idempotency_key_unique unique,
  metadata jsonb not null default '{}'::jsonb constraint user_earnings_metadata_valid
    check (jsonb_typeof(metadata) = 'object'),
  created_at timestamptz not null default now(),
  constraint user_earnings_one_per_target unique (user_id, category, target)
);
comment on table public.user_earnings is 'Earnings ledger; written only by record_earning().';
-- Cap counting (user, category, window) and the earnings panel (user, newest first).
create index user_earnings_user_created_idx on public.user_earnings (user_id, created_at desc);
create index user_earnings_user_category_created_idx on public.user_earnings (user_id, category, created_at);
create index user_earnings_video_id_idx on public.user_earnings (video_id);
create index user_earnings_category_idx on public.user_earnings (category);

alter table public.earning_categories enable row level security;
alter table public.user_earnings enable row level security;
revoke all on public.earning_categories, public.user_earnings from anon, authenticated;
grant select on public.earning_categories to anon, authenticated;
grant select on public.user_earnings to authenticated;

create policy "earning_categories: everyone reads the rules"
  on public.earning_categories for select to anon, authenticated
  using (true);

create policy "user_earnings: users read their own, admins read all"
  on public.user_earnings for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

-- Video boosts (part 2 §4 Boost purchase, §9 plans; design §3.5, §3.11).
--   * boost_orders: one row per checkout session, created by the payment function (service_role)
--     before the customer pays; amount_cents must match the plan (1 day $1, 3 days $5, 5 days $10).
--   * activate_boost(checkout_session_id): called by the payment webhook (service_role). Idempotent
--     (webhooks are retried): the first call marks the order paid and extends the video's boost by
--     the plan's days from the later of now and the current boost end; later calls change nothing.
--   * Orders keep their row when the video is deleted (video_id set null). A pasted-URL boost
--     (part 2 §7 'url_<timestamp>') has no videos row: external_url holds the link and activation
--     boosts nothing in the catalogue.
--   * Buyers read their own orders; nobody writes orders, is_boosted or boost_until from a client.

create table public.boost_orders (
  id uuid primary key default gen_random_uuid(),
  video_id text references public.videos (id) on delete set null,
  external_url text constraint boost_orders_external_url_valid check (external_url is null or private.is_media_url(external_url)),
  user_id uuid references auth.users (id) on delete set null,
  days integer not null constraint boost_orders_days_valid check (days in (1, 3, 5)),
  amount_cents integer not null,
  checkout_session_id text not null constraint boost_orders_checkout_session_id_unique unique
    constraint boost_orders_checkout_session_id_valid check (checkout_session_id ~ '^[A-Za-z0-9_-]{1,255}$'),
  status text not null default 'pending' constraint boost_orders_status_valid
    check (status in ('pending', 'paid', 'failed', 'expired')),
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint boost_orders_price_matches_plan check ((days, amount_cents) in ((1, 100), (3, 500), (5, 1000))),
  constraint boost_orders_paid_consistent check ((status = 'paid') = (paid_at is not null))
);
comment on table public.boost_orders is 'Boost purchases; activated by the payment webhook through activate_boost().';
create index boost_orders_video_id_idx on public.boost_orders (video_id);
create index boost_orders_user_id_idx on public.boost_orders (user_id, created_at desc);

create trigger boost_orders_set_updated_at
  before update on public.boost_orders
  for each row execute function private.set_updated_at();

create or replace function public.activate_boost(p_checkout_session_id text)
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
  if order_row.status = 'paid' then
    select v.boost_until into new_until from public.videos v where v.id = order_row.video_id;
    return jsonb_build_object('success', true, 'activated', false, 'video_id', order_row.video_id,
                              'boost_until', new_until);
  end if;
  update public.boost_orders set status = 'paid', paid_at = now() where id = order_row.id;
  update public.videos
     set is_boosted = true,
         boost_until = greatest(coalesce(boost_until, now()), now()) + make_interval(days => order_row.days)
   where id = order_row.video_id
  returning boost_until into new_until;
  return jsonb_build_object('success', true, 'activated', new_until is not null, 'video_id', order_row.video_id,
                            'boost_until', new_until);
end
$$;
comment on function public.activate_boost(text) is
  'service_role: marks a boost order paid once and extends the video''s boost by the plan''s days.';

revoke execute on function public.activate_boost(text) from public, anon, authenticated;
grant execute on function public.activate_boost(text) to service_role;

alter table public.boost_orders enable row level security;
revoke all on public.boost_orders from anon, authenticated;
grant select on public.boost_orders to authenticated;

create policy "boost_orders: buyers read their own, admins read all"
  on public.boost_orders for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

-- Issue 14 item 3: what the earnings panel shows, computed where the rules live.
--   * get_earning_summary(): part 1 §3's "earning summary per category" for the caller — category,
--     total_earned, daily_count, weekly_count, daily_limit, weekly_limit, rate_per_action — for
--     every active category, counted the way record_earning counts its caps (the UTC day, the last
--     7 days), so "3 of 15 today" on screen is what the server will check next.
--   * get_payout_balance(): total earned, reserved (pending, approved and completed requests, as
--     request_payout counts them) and available, so the Request Payout tab shows the figure the
--     server will hold the request to.
--   Both are security invoker and filter on auth.uid(): RLS and the filter agree, and an admin sees
--   their own figures here, not everyone's.

create or replace function public.get_earning_summary()
returns table (
  category text,
  total_earned numeric,
  daily_count integer,
  weekly_count integer,
  daily_limit integer,
  weekly_limit integer,
  rate_per_action numeric
)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    c.category,
    coalesce(sum(e.amount), 0)::numeric(14, 6),
    (count(e.id) filter (
      where e.created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'))::integer,
    (count(e.id) filter (where e.created_at > now() - interval '7 days'))::integer,
    c.daily_limit,
    c.weekly_limit,
    c.rate_per_action
  from public.earning_categories c
  left join public.user_earnings e
    on e.category = c.category and e.user_id = (select auth.uid())
  where c.is_active and (select auth.uid()) is not null
  group by c.category
  order by c.category
$$;
comment on function public.get_earning_summary() is
  'The caller''s earnings per active category with today''s and the 7-day counts against the caps.';

create or replace function public.get_payout_balance()
returns table (total_earned numeric, reserved numeric, available numeric)
language sql
stable
security invoker
set search_path = ''
as $$
  with earned as (
    select coalesce(sum(e.amount), 0) as total
      from public.user_earnings e where e.user_id = (select auth.uid())
  ), held as (
    select coalesce(sum(p.amount), 0) as total
      from public.payout_requests p
     where p.user_id = (select auth.uid()) and p.status in ('pending', 'approved', 'completed')
  )
  select earned.total, held.total, earned.total - held.total
    from earned, held
   where (select auth.uid()) is not null
$$;
comment on function public.get_payout_balance() is
  'The caller''s total earned, the amount held by payout requests, and what is available to request.';

revoke execute on function public.get_earning_summary(), public.get_payout_balance()
  from public, anon, authenticated;
grant execute on function public.get_earning_summary(), public.get_payout_balance() to authenticated;

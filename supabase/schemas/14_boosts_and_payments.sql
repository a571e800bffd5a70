-- Boosts: orders made at checkout, activated and refunded only by the signed webhook, and the promoted
-- placement of a boosted video in the feeds.
--
-- This file is part of LaughLoop's declarative schema (supabase/schemas/, Supabase's convention): the
-- database as it is now, one file per area, each rule once. Files run in name order on top of what
-- Supabase provides (auth, storage, roles). Migrations (supabase/migrations/) stay the deploy path;
-- tests/integration/db-declared-schema.test.ts proves they build exactly this. A change: edit here,
-- then write the migration (by hand, or `supabase db diff -f <name>`), run that test. supabase/DATABASE.md.

-- Bodies are checked when called, not here: a function may name a table declared further down.
set check_function_bodies = off;

-- ================================================================================================
-- Functions
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- public.activate_boost

CREATE FUNCTION public.activate_boost(p_checkout_session_id text, p_payment_intent_id text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.activate_boost(p_checkout_session_id text, p_payment_intent_id text) IS 'service_role: marks a boost order paid once (recording its payment intent) and extends the video''s boost by the plan''s days; refunded orders stay refunded.';

REVOKE ALL ON FUNCTION public.activate_boost(p_checkout_session_id text, p_payment_intent_id text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.activate_boost(p_checkout_session_id text, p_payment_intent_id text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.boost_end_from_orders
-- The end of the boost a video's paid orders bought, replayed in payment order; null without any.

CREATE FUNCTION private.boost_end_from_orders(p_video_id text) RETURNS timestamp with time zone
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
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

REVOKE ALL ON FUNCTION private.boost_end_from_orders(p_video_id text) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- public.refund_boost

CREATE FUNCTION public.refund_boost(p_payment_intent_id text, p_reason text, p_checkout_session_id text DEFAULT NULL::text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

COMMENT ON FUNCTION public.refund_boost(p_payment_intent_id text, p_reason text, p_checkout_session_id text) IS 'service_role: a refunded or lost-dispute boost payment; marks its order refunded once and recomputes the video''s boost from the remaining paid orders.';

REVOKE ALL ON FUNCTION public.refund_boost(p_payment_intent_id text, p_reason text, p_checkout_session_id text) FROM PUBLIC, anon, authenticated, service_role;
GRANT ALL ON FUNCTION public.refund_boost(p_payment_intent_id text, p_reason text, p_checkout_session_id text) TO service_role;

-- ------------------------------------------------------------------------------------------------
-- private.promoted_video_id

CREATE FUNCTION private.promoted_video_id(p_category text DEFAULT NULL::text, p_rotation bigint DEFAULT NULL::bigint) RETURNS text
    LANGUAGE plpgsql STABLE
    SET search_path TO ''
    AS $$
begin
  return (select active.id
      from (
        select v.id, row_number() over (order by v.id) - 1 as n, count(*) over () as total
          from public.videos v
         where v.is_boosted and v.boost_until > now() and v.moderation_status = 'approved'
           and (p_category is null or v.category = p_category)
      ) active
     where active.n = mod(mod(coalesce(p_rotation, floor(extract(epoch from now()) / 60)::bigint), active.total)
                          + active.total, active.total));
end
$$;

COMMENT ON FUNCTION private.promoted_video_id(p_category text, p_rotation bigint) IS 'The active boost promoted now (rotation = minutes since the epoch unless given), optionally of one category.';

REVOKE ALL ON FUNCTION private.promoted_video_id(p_category text, p_rotation bigint) FROM PUBLIC;

-- ------------------------------------------------------------------------------------------------
-- private.feed_rows
-- The page as feeds return it: the organic ids in order, the promoted one (if any) at the 3rd place
-- (or last, on a shorter page). Full rows are fetched for the page alone, one primary-key lookup
-- each ("offset 0" keeps the lateral lookup a per-row probe). No SET clause, so it can be inlined;
-- every name is schema-qualified or from pg_catalog.

CREATE FUNCTION private.feed_rows(p_organic text[], p_promoted text) RETURNS SETOF public.public_video
    LANGUAGE sql STABLE
    AS $$
  select p.id, p.title, p.video_url, p.thumbnail_url, p.upload_time, p.created_at, p.views,
         p.likes_count, p.challenge_tag, p.category, private.creator_hash(p.user_id),
         p.is_boosted and coalesce(p.boost_until > now(), false), p.boost_until, page.promoted
    from (
      select u.id, u.ord * 2 as pos, false as promoted
        from unnest(p_organic) with ordinality as u (id, ord)
      union all
      select p_promoted, least(3, coalesce(cardinality(p_organic), 0) + 1) * 2 - 1, true
       where p_promoted is not null
    ) page
    cross join lateral (select full_row.* from public.videos full_row where full_row.id = page.id offset 0) p
   order by page.pos
$$;

REVOKE ALL ON FUNCTION private.feed_rows(p_organic text[], p_promoted text) FROM PUBLIC;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- public.boost_orders

CREATE TABLE public.boost_orders (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    video_id text,
    external_url text,
    user_id uuid,
    days integer NOT NULL,
    amount_cents integer NOT NULL,
    checkout_session_id text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    paid_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    payment_intent_id text,
    refunded_at timestamp with time zone,
    refund_reason text,
    request_key uuid,
    checkout_url text,
    CONSTRAINT boost_orders_checkout_session_id_valid CHECK ((checkout_session_id ~ '^[A-Za-z0-9_-]{1,255}$'::text)),
    CONSTRAINT boost_orders_checkout_url_valid CHECK (((checkout_url IS NULL) OR private.is_media_url(checkout_url))),
    CONSTRAINT boost_orders_days_valid CHECK ((days = ANY (ARRAY[1, 3, 5]))),
    CONSTRAINT boost_orders_external_url_valid CHECK (((external_url IS NULL) OR private.is_media_url(external_url))),
    CONSTRAINT boost_orders_paid_consistent CHECK (
CASE status
    WHEN 'paid'::text THEN (paid_at IS NOT NULL)
    WHEN 'refunded'::text THEN true
    ELSE (paid_at IS NULL)
END),
    CONSTRAINT boost_orders_payment_intent_id_valid CHECK ((payment_intent_id ~ '^[A-Za-z0-9_-]{1,255}$'::text)),
    CONSTRAINT boost_orders_price_matches_plan CHECK (((days, amount_cents) IN ((1, 100), (3, 500), (5, 1000)))),
    CONSTRAINT boost_orders_refund_consistent CHECK ((((status = 'refunded'::text) = (refunded_at IS NOT NULL)) AND ((status = 'refunded'::text) = (refund_reason IS NOT NULL)))),
    CONSTRAINT boost_orders_refund_reason_valid CHECK ((refund_reason = ANY (ARRAY['refunded'::text, 'dispute_lost'::text]))),
    CONSTRAINT boost_orders_status_valid CHECK ((status = ANY (ARRAY['pending'::text, 'paid'::text, 'failed'::text, 'expired'::text, 'refunded'::text]))),
    CONSTRAINT boost_orders_checkout_session_id_unique UNIQUE (checkout_session_id),
    CONSTRAINT boost_orders_payment_intent_id_unique UNIQUE (payment_intent_id),
    CONSTRAINT boost_orders_pkey PRIMARY KEY (id),
    CONSTRAINT boost_orders_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE SET NULL,
    CONSTRAINT boost_orders_video_id_fkey FOREIGN KEY (video_id) REFERENCES public.videos(id) ON DELETE SET NULL
);

CREATE UNIQUE INDEX boost_orders_request_key_idx ON public.boost_orders USING btree (user_id, request_key) WHERE (request_key IS NOT NULL);

CREATE INDEX boost_orders_user_id_idx ON public.boost_orders USING btree (user_id, created_at DESC);

CREATE INDEX boost_orders_video_id_idx ON public.boost_orders USING btree (video_id);

COMMENT ON TABLE public.boost_orders IS 'Boost purchases; activated by the payment webhook through activate_boost().';

COMMENT ON COLUMN public.boost_orders.payment_intent_id IS 'Stripe PaymentIntent that paid the order (set by activate_boost); refund and dispute events name it.';

COMMENT ON COLUMN public.boost_orders.request_key IS 'Client key of one purchase: a retried request with the same key returns the same checkout.';

COMMENT ON COLUMN public.boost_orders.checkout_url IS 'The checkout page of checkout_session_id.';

ALTER TABLE public.boost_orders ENABLE ROW LEVEL SECURITY;

CREATE POLICY "boost_orders: buyers read their own, admins read all" ON public.boost_orders FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));

CREATE TRIGGER boost_orders_set_updated_at BEFORE UPDATE ON public.boost_orders FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.boost_orders FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.boost_orders TO service_role;
GRANT SELECT ON TABLE public.boost_orders TO authenticated;

-- Issue 15 item 1: create-video-boost-payment makes the order, then its checkout session.
--   * The order is written first (service_role, in the function) with a placeholder session id,
--     so a paid session always has its order; the real session id and its page replace the
--     placeholder once the payment provider answers, and a provider failure marks the order failed.
--   * request_key: the client's key for one purchase. A retry with the same key (a lost answer, a
--     double tap) gets the same checkout page instead of a second order.
--   * checkout_url: the provider's page for the session, returned again on such a retry.

alter table public.boost_orders
  add column request_key uuid,
  add column checkout_url text
    constraint boost_orders_checkout_url_valid check (checkout_url is null or private.is_media_url(checkout_url));
comment on column public.boost_orders.request_key is
  'Client key of one purchase: a retried request with the same key returns the same checkout.';
comment on column public.boost_orders.checkout_url is 'The checkout page of checkout_session_id.';

create unique index boost_orders_request_key_idx
  on public.boost_orders (user_id, request_key) where request_key is not null;

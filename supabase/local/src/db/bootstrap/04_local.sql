-- State of supabase/local's own dev services. Not part of Supabase; never exposed by /rest/v1.
create schema if not exists _local;
revoke all on schema _local from public;

-- Every message a function sends; readable at /_dev/mail.
create table if not exists _local.mail (
  id bigserial primary key,
  sent_at timestamptz not null default now(),
  from_address text not null,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text
);
create index if not exists mail_to_idx on _local.mail (lower(to_address), id desc);

-- Payment sandbox sessions, the local stand-in for Stripe Checkout.
create table if not exists _local.checkout_sessions (
  id text primary key,
  created_at timestamptz not null default now(),
  status text not null default 'open' check (status in ('open', 'complete', 'expired')),
  mode text not null,
  amount_total integer not null,
  currency text not null default 'usd',
  description text not null,
  success_url text not null,
  cancel_url text not null,
  customer_email text,
  client_reference_id text,
  metadata jsonb not null default '{}'::jsonb,
  webhook_status integer,
  webhook_response text
);

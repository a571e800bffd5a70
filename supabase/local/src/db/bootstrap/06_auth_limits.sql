-- Auth's request limits and the failed guesses at emailed codes (supabase/local/src/auth/limits.ts).

-- GoTrue's per-IP limits are tollbooth token buckets held in its memory: `burst` requests at once,
-- refilled at `per_second`, a bucket idle for an hour forgotten. Here one row per bucket (limit
-- and client address), so the limits hold across restarts and for every connection.
create table if not exists auth.rate_limit_buckets (
  key text primary key,
  tokens double precision not null,
  updated_at timestamptz not null default now()
);
create index if not exists rate_limit_buckets_updated_at_idx on auth.rate_limit_buckets (updated_at);
alter table auth.rate_limit_buckets enable row level security;

-- Takes one request from the bucket `p_key`; false (and nothing taken) when it is empty. The row
-- lock makes concurrent requests take tokens one after the other.
create or replace function auth.take_rate_limit_token(
  p_key text,
  p_burst double precision,
  p_per_second double precision
) returns boolean
language plpgsql
set search_path = ''
as $$
declare
  available double precision;
begin
  insert into auth.rate_limit_buckets (key, tokens, updated_at)
  values (p_key, p_burst, clock_timestamp())
  on conflict (key) do nothing;
  select case
           when b.updated_at < clock_timestamp() - interval '1 hour' then p_burst
           else least(
             p_burst,
             b.tokens + greatest(0, extract(epoch from clock_timestamp() - b.updated_at)) * p_per_second
           )
         end
    into available
    from auth.rate_limit_buckets b
   where b.key = p_key
     for update;
  if available < 1 then
    return false;
  end if;
  update auth.rate_limit_buckets
     set tokens = available - 1, updated_at = clock_timestamp()
   where key = p_key;
  return true;
end;
$$;
revoke all on function auth.take_rate_limit_token(text, double precision, double precision) from public;

-- Wrong codes typed against an account's current emailed code (one row per token column; a new
-- code, a new hash, starts again from one). At the limit Auth refuses that code when typed; its
-- mailed link (the hash itself) still verifies.
create table if not exists auth.code_failures (
  user_id uuid not null references auth.users (id) on delete cascade,
  token_column text not null,
  token_hash text not null,
  failures integer not null,
  primary key (user_id, token_column)
);
alter table auth.code_failures enable row level security;

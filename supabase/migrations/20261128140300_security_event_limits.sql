-- Issue 34 §6: security events are bounded. Clients log one kind of event, a failed sign-in
-- (part 1 §7: event_type failed_sign_in, metadata {error, email}, ip_address null), and anyone
-- may, so a script could fill the log:
--   * 30 client-written events an hour per address (private.take_anon_quota, migration
--     20261128140000), past which 429 and nothing is written; service_role and the database's own
--     sessions are not counted.
--   * A client's metadata holds only the spec's two fields, as short strings (error ≤ 200
--     characters, email ≤ 320), instead of any object up to 2 KB.

create or replace function private.is_failed_sign_in_metadata(p_metadata jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select jsonb_typeof(p_metadata) = 'object'
     and not exists (select 1 from jsonb_object_keys(p_metadata) k where k not in ('error', 'email'))
     and (p_metadata -> 'error' is null
          or (jsonb_typeof(p_metadata -> 'error') = 'string' and char_length(p_metadata ->> 'error') <= 200))
     and (p_metadata -> 'email' is null
          or (jsonb_typeof(p_metadata -> 'email') = 'string' and char_length(p_metadata ->> 'email') <= 320))
$$;
comment on function private.is_failed_sign_in_metadata(jsonb) is
  'True for a failed sign-in''s metadata as clients send it: only error and email, short strings.';
grant execute on function private.is_failed_sign_in_metadata(jsonb) to anon, authenticated, service_role;

drop policy "security_events: clients log failed sign-ins" on public.security_events;
create policy "security_events: clients log failed sign-ins"
  on public.security_events for insert to anon, authenticated
  with check (
    event_type = 'failed_sign_in'
    and ip_address is null
    and user_id is not distinct from (select auth.uid())
    and private.is_failed_sign_in_metadata(metadata)
  );

create or replace function private.limit_client_security_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(auth.role(), '') in ('anon', 'authenticated') then
    perform private.take_anon_quota('security_event', 30, interval '1 hour',
      'Too many security events from this network. Please try again later.');
  end if;
  return new;
end
$$;
comment on function private.limit_client_security_events() is
  'BEFORE INSERT on security_events: 30 client-written events an hour per address, then 429.';
revoke execute on function private.limit_client_security_events() from public, anon, authenticated;

create trigger security_events_limit_clients
  before insert on public.security_events
  for each row execute function private.limit_client_security_events();

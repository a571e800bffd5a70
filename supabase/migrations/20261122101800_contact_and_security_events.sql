-- contact_messages (part 2 §3 Contact form) and security_events (part 1 §3, §7: a failed sign-in is
-- logged from the client with event_type failed_sign_in, metadata {error, email}, ip_address null).
-- Both are write-only for visitors and users and readable by admins only.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  name text not null constraint contact_messages_name_valid check (private.is_clean_text(name, 100)),
  email text not null constraint contact_messages_email_valid check (private.is_email(email)),
  subject text not null constraint contact_messages_subject_valid check (private.is_clean_text(subject, 200)),
  message text not null constraint contact_messages_message_valid check (private.is_clean_text(message, 5000)),
  status text not null default 'new' constraint contact_messages_status_valid check (status in ('new', 'read', 'archived')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.contact_messages is 'Contact-form messages; anyone may send, admins read.';
create index contact_messages_user_id_idx on public.contact_messages (user_id);
create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

create trigger contact_messages_set_updated_at
  before update on public.contact_messages
  for each row execute function private.set_updated_at();

create table public.security_events (
  id bigint generated always as identity primary key,
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  event_type text not null constraint security_events_event_type_valid check (event_type ~ '^[a-z_]{3,50}$'),
  metadata jsonb not null default '{}'::jsonb constraint security_events_metadata_valid
    check (jsonb_typeof(metadata) = 'object' and octet_length(metadata::text) <= 2048),
  ip_address inet,
  created_at timestamptz not null default now()
);
comment on table public.security_events is 'Append-only security log (failed sign-ins ...); admins read.';
create index security_events_user_id_idx on public.security_events (user_id);
create index security_events_created_at_idx on public.security_events (event_type, created_at desc);

alter table public.contact_messages enable row level security;
alter table public.security_events enable row level security;
revoke all on public.contact_messages, public.security_events from anon, authenticated;
grant insert (name, email, subject, message) on public.contact_messages to anon, authenticated;
grant insert (event_type, metadata, ip_address) on public.security_events to anon, authenticated;
grant select on public.contact_messages, public.security_events to authenticated;
grant update (status) on public.contact_messages to authenticated;

create policy "contact_messages: anyone sends a message"
  on public.contact_messages for insert to anon, authenticated
  with check (user_id is not distinct from (select auth.uid()));

create policy "contact_messages: admins read"
  on public.contact_messages for select to authenticated
  using ((select public.is_admin()));

create policy "contact_messages: admins triage"
  on public.contact_messages for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- Clients may log only the events the spec sends; the ip column stays null from the browser.
create policy "security_events: clients log failed sign-ins"
  on public.security_events for insert to anon, authenticated
  with check (
    event_type = 'failed_sign_in'
    and ip_address is null
    and user_id is not distinct from (select auth.uid())
  );

create policy "security_events: admins read"
  on public.security_events for select to authenticated
  using ((select public.is_admin()));

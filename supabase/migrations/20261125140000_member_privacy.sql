-- Issue 11: what one member can learn about another.
--   * premium_posts.user_email was readable by every premium member. The column stays (the spec's
--     insert sends it, part 2 §7) but authenticated may no longer select it: the feed reads the
--     other columns plus display_name, and owners and admins read emails through
--     premium_post_emails(). Because of the column grant a client selecting `*` is refused (42501)
--     rather than served the email; the feed names its columns.
--   * display_name is written by a trigger from the author's profiles.full_name (already stripped
--     of markup at sign-up and by its check), falling back to 'Member'; a name containing '@' also
--     falls back, so an email can never be shown as a name. Clients cannot insert it.
--   * has_role(uid, role) answered for any uid, revealing who the admins are although user_roles
--     hides those rows. It now answers false when a non-admin asks about someone else, like
--     is_premium(uid) does. False rather than 42501 so that a policy evaluating it per row can never
--     abort a whole read; every existing policy and SECURITY DEFINER caller passes auth.uid()
--     (is_admin, private.is_moderator) and is unaffected. service_role, and callers with no JWT
--     claims at all (migrations, seed, the superuser), may ask about anyone.

-- premium_posts.display_name ------------------------------------------------------------------

alter table public.premium_posts
  add column display_name text not null default 'Member'
    constraint premium_posts_display_name_valid
    check (char_length(display_name) between 1 and 100 and position('@' in display_name) = 0);
comment on column public.premium_posts.display_name is
  'The author''s name as the group sees it (profiles.full_name or ''Member''); never an email.';
comment on column public.premium_posts.user_email is
  'The author''s email; readable only by the author and admins, via premium_post_emails().';

-- The name shown for a user: their profile name unless blank or email-like, else 'Member'.
create or replace function private.member_display_name(uid uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select btrim(p.full_name) from public.profiles p
      where p.id = uid and btrim(p.full_name) <> '' and position('@' in p.full_name) = 0),
    'Member'
  )
$$;
comment on function private.member_display_name(uuid) is
  'profiles.full_name when set and not email-like, otherwise ''Member''.';

create or replace function private.set_premium_post_display_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.display_name := private.member_display_name(new.user_id);
  return new;
end
$$;
comment on function private.set_premium_post_display_name() is
  'BEFORE INSERT trigger: fills premium_posts.display_name from the author''s profile.';

revoke execute on function
  private.member_display_name(uuid),
  private.set_premium_post_display_name()
from public, anon, authenticated;

create trigger premium_posts_set_display_name
  before insert on public.premium_posts
  for each row execute function private.set_premium_post_display_name();

-- Rows written before this migration get their author's name too.
update public.premium_posts set display_name = private.member_display_name(user_id);

-- Column privileges: everything but user_email --------------------------------------------------

revoke select on public.premium_posts from authenticated;
grant select (
  id, user_id, display_name, video_url, description, platform,
  views_count, likes_count, comments_count, created_at, updated_at
) on public.premium_posts to authenticated;

-- The caller's own posts' emails, or every post's for an admin (RLS on premium_posts is bypassed
-- here, so the filter below is the whole rule).
create or replace function public.premium_post_emails()
returns table (id uuid, user_email text)
language sql
stable
security definer
set search_path = ''
as $$
  select pp.id, pp.user_email
    from public.premium_posts pp
   where pp.user_id = auth.uid() or public.is_admin()
   order by pp.created_at desc
$$;
comment on function public.premium_post_emails() is
  'Emails of premium posts, for their authors (own posts) and admins (all posts).';

revoke execute on function public.premium_post_emails() from public, anon, authenticated;
grant execute on function public.premium_post_emails() to authenticated, service_role;

-- has_role: only about yourself unless admin or service_role -----------------------------------

create or replace function public.has_role(uid uuid, role text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when uid is null then false
    when uid is distinct from auth.uid()
     and coalesce(auth.role(), 'service_role') <> 'service_role'
     and not exists (
       select 1 from public.user_roles caller
        where caller.user_id = auth.uid() and caller.role = 'admin'
     ) then false
    else exists (
      select 1 from public.user_roles ur
       where ur.user_id = has_role.uid and ur.role = has_role.role
    )
  end
$$;
comment on function public.has_role(uuid, text) is
  'True when the user holds the role; false when a non-admin asks about anyone but themselves.';

-- The admin writes to tables that users write too (design §3.2: every admin write is audited):
-- an admin triaging a contact message, or removing someone's premium post or comment.
-- private.audit_admin_write records only writes by admins (and service_role code), so members
-- posting, commenting and deleting their own posts and comments stay out of the log.

create trigger contact_messages_audit
  after update on public.contact_messages
  for each row execute function private.audit_admin_write();

create trigger premium_posts_audit
  after delete on public.premium_posts
  for each row execute function private.audit_admin_write();

create trigger video_comments_audit
  after delete on public.video_comments
  for each row execute function private.audit_admin_write();

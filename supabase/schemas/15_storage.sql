-- Storage: the buckets (rows at the end: size and type limits) and who may read and write which
-- objects.
--
-- This file is part of LaughLoop's declarative schema (supabase/schemas/, Supabase's convention): the
-- database as it is now, one file per area, each rule once. Files run in name order on top of what
-- Supabase provides (auth, storage, roles). Migrations (supabase/migrations/) stay the deploy path;
-- tests/integration/db-declared-schema.test.ts proves they build exactly this. A change: edit here,
-- then write the migration (by hand, or `supabase db diff -f <name>`), run that test. supabase/DATABASE.md.

-- Bodies are checked when called, not here: a function may name a table declared further down.
set check_function_bodies = off;

-- ================================================================================================
-- On objects Supabase provides
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- storage.objects laughloop: admins delete library objects

CREATE POLICY "laughloop: admins delete library objects" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = ANY (ARRAY['music'::text, 'covers'::text])) AND ( SELECT public.is_admin() AS is_admin)));

-- ------------------------------------------------------------------------------------------------
-- storage.objects laughloop: admins read library objects
-- The music library (audio and covers) is admin-managed.

CREATE POLICY "laughloop: admins read library objects" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = ANY (ARRAY['music'::text, 'covers'::text])) AND ( SELECT public.is_admin() AS is_admin)));

-- ------------------------------------------------------------------------------------------------
-- storage.objects laughloop: admins replace library objects

CREATE POLICY "laughloop: admins replace library objects" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = ANY (ARRAY['music'::text, 'covers'::text])) AND ( SELECT public.is_admin() AS is_admin))) WITH CHECK (((bucket_id = ANY (ARRAY['music'::text, 'covers'::text])) AND ( SELECT public.is_admin() AS is_admin)));

-- ------------------------------------------------------------------------------------------------
-- storage.objects laughloop: admins upload library objects

CREATE POLICY "laughloop: admins upload library objects" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = ANY (ARRAY['music'::text, 'covers'::text])) AND ( SELECT public.is_admin() AS is_admin)));

-- ------------------------------------------------------------------------------------------------
-- storage.objects laughloop: users read their own media objects
-- Users write only under their own top-level folder in thumbnails and uploads.

CREATE POLICY "laughloop: users read their own media objects" ON storage.objects FOR SELECT TO authenticated USING (((bucket_id = ANY (ARRAY['thumbnails'::text, 'uploads'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

-- ------------------------------------------------------------------------------------------------
-- storage.objects laughloop: users upload into their own folder

CREATE POLICY "laughloop: users upload into their own folder" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = ANY (ARRAY['thumbnails'::text, 'uploads'::text])) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

-- ------------------------------------------------------------------------------------------------
-- storage.objects laughloop: users delete their own thumbnails

CREATE POLICY "laughloop: users delete their own thumbnails" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = 'thumbnails'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

-- ------------------------------------------------------------------------------------------------
-- storage.objects laughloop: users replace their own thumbnails

CREATE POLICY "laughloop: users replace their own thumbnails" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = 'thumbnails'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text))) WITH CHECK (((bucket_id = 'thumbnails'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text)));

-- ================================================================================================
-- Rows the rules read (written by the migrations; `supabase db diff` does not diff rows: a change
-- here also needs its insert/update in a migration by hand)
-- ================================================================================================

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('thumbnails', 'thumbnails', true, 5242880, array['image/png', 'image/jpeg', 'image/webp', 'image/gif']),
  ('uploads', 'uploads', true, 104857600,
    array['video/mp4', 'video/webm', 'video/quicktime', 'video/x-msvideo', 'video/x-matroska']),
  ('music', 'music', true, 52428800, array['audio/mpeg', 'audio/mp3']),
  ('covers', 'covers', true, 5242880, array['image/png', 'image/jpeg', 'image/webp', 'image/gif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Issue 19: the guide's narration, cached so a repeat costs nothing. text-to-speech (service role)
-- keeps each generated MP3 under <sha-256 of voice and text>.mp3 in a private bucket; nobody else
-- reads or writes it (no object policies: only the service role, which bypasses RLS).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('narration', 'narration', false, 5242880, array['audio/mpeg'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

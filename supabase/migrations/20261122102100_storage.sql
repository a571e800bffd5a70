-- Storage buckets and their object policies (part 2 §7 Storage paths, §5 upload limits).
--   thumbnails: public, images, 5 MB      -> <user id>/<video id>_thumbnail_<timestamp>.png
--   uploads:    public, videos, 100 MB    -> <user id>/<timestamp>.<ext>
--   music:      public, MP3 audio, 50 MB  -> audio/<year>/<month>/<slug>.<ext>   (admins only)
--   covers:     public, images, 5 MB      -> covers/<year>/<month>/<slug>.<ext>  (admins only)
-- Public buckets are read through public URLs, which storage serves without RLS. The select policies
-- below only cover API listing and the reads that upsert (overwrite) needs.

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

-- Users write only under their own top-level folder in thumbnails and uploads.
create policy "laughloop: users read their own media objects"
  on storage.objects for select to authenticated
  using (bucket_id in ('thumbnails', 'uploads') and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "laughloop: users upload into their own folder"
  on storage.objects for insert to authenticated
  with check (bucket_id in ('thumbnails', 'uploads') and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "laughloop: users replace their own media objects"
  on storage.objects for update to authenticated
  using (bucket_id in ('thumbnails', 'uploads') and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id in ('thumbnails', 'uploads') and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "laughloop: users delete their own media objects"
  on storage.objects for delete to authenticated
  using (bucket_id in ('thumbnails', 'uploads') and (storage.foldername(name))[1] = (select auth.uid())::text);

-- The music library (audio and covers) is admin-managed.
create policy "laughloop: admins read library objects"
  on storage.objects for select to authenticated
  using (bucket_id in ('music', 'covers') and (select public.is_admin()));

create policy "laughloop: admins upload library objects"
  on storage.objects for insert to authenticated
  with check (bucket_id in ('music', 'covers') and (select public.is_admin()));

create policy "laughloop: admins replace library objects"
  on storage.objects for update to authenticated
  using (bucket_id in ('music', 'covers') and (select public.is_admin()))
  with check (bucket_id in ('music', 'covers') and (select public.is_admin()));

create policy "laughloop: admins delete library objects"
  on storage.objects for delete to authenticated
  using (bucket_id in ('music', 'covers') and (select public.is_admin()));

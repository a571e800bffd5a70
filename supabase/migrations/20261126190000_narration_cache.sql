-- Issue 19: the guide's narration, cached so a repeat costs nothing. text-to-speech (service role)
-- keeps each generated MP3 under <sha-256 of voice and text>.mp3 in a private bucket; nobody else
-- reads or writes it (no object policies: only the service role, which bypasses RLS).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('narration', 'narration', false, 5242880, array['audio/mpeg'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

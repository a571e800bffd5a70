-- music_tracks: the admin-curated music library (part 2 §3 Music track, §5 Music rules).
-- Everyone reads active tracks; only admins write, and every write is audited.

create table public.music_tracks (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint music_tracks_title_valid check (private.is_clean_text(title, 200)),
  artist text not null constraint music_tracks_artist_valid check (private.is_clean_text(artist, 200)),
  genre text not null default 'Indian Instrumental' constraint music_tracks_genre_valid
    check (genre in ('Indian Instrumental', 'Classical', 'Folk', 'Fusion', 'Devotional', 'Meditation')),
  duration integer constraint music_tracks_duration_valid check (duration >= 0 and duration <= 86400),
  file_size bigint constraint music_tracks_file_size_valid check (file_size > 0 and file_size <= 52428800),
  file_path text not null constraint music_tracks_file_path_valid
    check (file_path ~ '^audio/[0-9]{4}/[0-9]{2}/[a-z0-9]+(-[a-z0-9]+)*\.[a-z0-9]{2,5}$'),
  file_url text not null constraint music_tracks_file_url_valid check (private.is_media_url(file_url)),
  cover_image_url text constraint music_tracks_cover_image_url_valid
    check (cover_image_url is null or private.is_media_url(cover_image_url)),
  description text constraint music_tracks_description_valid
    check (description is null or (char_length(description) <= 2000 and private.is_safe_text(description))),
  tags text[] not null default '{}' constraint music_tracks_tags_valid
    check (cardinality(tags) <= 20 and private.is_safe_text(array_to_string(tags, ' '))
           and char_length(array_to_string(tags, ',')) <= 1000),
  -- Part 2 §5: lowercase letters, digits and single hyphens, no hyphen at either edge.
  slug text not null constraint music_tracks_slug_unique unique
    constraint music_tracks_slug_valid check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 200),
  status text not null default 'active' constraint music_tracks_status_valid
    check (status in ('active', 'inactive', 'processing')),
  uploaded_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.music_tracks is 'Music library tracks uploaded by admins (music bucket).';
create index music_tracks_uploaded_by_idx on public.music_tracks (uploaded_by);
create index music_tracks_genre_idx on public.music_tracks (genre, created_at desc) where status = 'active';

create trigger music_tracks_set_updated_at
  before update on public.music_tracks
  for each row execute function private.set_updated_at();

create trigger music_tracks_audit
  after insert or update or delete on public.music_tracks
  for each row execute function private.audit_admin_write();

alter table public.music_tracks enable row level security;
revoke all on public.music_tracks from anon, authenticated;
grant select on public.music_tracks to anon, authenticated;
grant insert (title, artist, genre, duration, file_size, file_path, file_url, cover_image_url, description,
              tags, slug, status)
  on public.music_tracks to authenticated;
grant update (title, artist, genre, duration, cover_image_url, description, tags, status, updated_at)
  on public.music_tracks to authenticated;
grant delete on public.music_tracks to authenticated;

create policy "music_tracks: everyone reads active tracks"
  on public.music_tracks for select to anon, authenticated
  using (status = 'active');

create policy "music_tracks: admins read all tracks"
  on public.music_tracks for select to authenticated
  using ((select public.is_admin()));

create policy "music_tracks: admins add tracks"
  on public.music_tracks for insert to authenticated
  with check ((select public.is_admin()));

create policy "music_tracks: admins edit tracks"
  on public.music_tracks for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

create policy "music_tracks: admins delete tracks"
  on public.music_tracks for delete to authenticated
  using ((select public.is_admin()));

-- The admin-curated music library.
--
-- This file is part of LaughLoop's declarative schema (supabase/schemas/, Supabase's convention): the
-- database as it is now, one file per area, each rule once. Files run in name order on top of what
-- Supabase provides (auth, storage, roles). Migrations (supabase/migrations/) stay the deploy path;
-- tests/integration/db-declared-schema.test.ts proves they build exactly this. A change: edit here,
-- then write the migration (by hand, or `supabase db diff -f <name>`), run that test. supabase/DATABASE.md.

-- Bodies are checked when called, not here: a function may name a table declared further down.
set check_function_bodies = off;

-- ================================================================================================
-- Tables
-- ================================================================================================

-- ------------------------------------------------------------------------------------------------
-- public.music_tracks

CREATE TABLE public.music_tracks (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    title text NOT NULL,
    artist text NOT NULL,
    genre text DEFAULT 'Indian Instrumental'::text NOT NULL,
    duration integer,
    file_size bigint,
    file_path text NOT NULL,
    file_url text NOT NULL,
    cover_image_url text,
    description text,
    tags text[] DEFAULT '{}'::text[] NOT NULL,
    slug text NOT NULL,
    status text DEFAULT 'active'::text NOT NULL,
    uploaded_by uuid DEFAULT auth.uid(),
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT music_tracks_artist_valid CHECK (private.is_clean_text(artist, 200)),
    CONSTRAINT music_tracks_cover_image_url_valid CHECK (((cover_image_url IS NULL) OR private.is_media_url(cover_image_url))),
    CONSTRAINT music_tracks_description_valid CHECK (((description IS NULL) OR ((char_length(description) <= 2000) AND private.is_safe_text(description)))),
    CONSTRAINT music_tracks_duration_valid CHECK (((duration >= 0) AND (duration <= 86400))),
    CONSTRAINT music_tracks_file_path_valid CHECK ((file_path ~ '^audio/[0-9]{4}/[0-9]{2}/[a-z0-9]+(-[a-z0-9]+)*\.[a-z0-9]{2,5}$'::text)),
    CONSTRAINT music_tracks_file_size_valid CHECK (((file_size > 0) AND (file_size <= 52428800))),
    CONSTRAINT music_tracks_file_url_valid CHECK (private.is_media_url(file_url)),
    CONSTRAINT music_tracks_genre_valid CHECK ((genre = ANY (ARRAY['Indian Instrumental'::text, 'Classical'::text, 'Folk'::text, 'Fusion'::text, 'Devotional'::text, 'Meditation'::text]))),
    CONSTRAINT music_tracks_slug_valid CHECK (((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text) AND (char_length(slug) <= 200))),
    CONSTRAINT music_tracks_status_valid CHECK ((status = ANY (ARRAY['active'::text, 'inactive'::text, 'processing'::text]))),
    CONSTRAINT music_tracks_tags_valid CHECK (((cardinality(tags) <= 20) AND private.is_safe_text(array_to_string(tags, ' '::text)) AND (char_length(array_to_string(tags, ','::text)) <= 1000))),
    CONSTRAINT music_tracks_title_valid CHECK (private.is_clean_text(title, 200)),
    CONSTRAINT music_tracks_pkey PRIMARY KEY (id),
    CONSTRAINT music_tracks_slug_unique UNIQUE (slug),
    CONSTRAINT music_tracks_uploaded_by_fkey FOREIGN KEY (uploaded_by) REFERENCES auth.users(id) ON DELETE SET NULL
);

CREATE INDEX music_tracks_genre_idx ON public.music_tracks USING btree (genre, created_at DESC) WHERE (status = 'active'::text);

CREATE INDEX music_tracks_uploaded_by_idx ON public.music_tracks USING btree (uploaded_by);

COMMENT ON TABLE public.music_tracks IS 'Music library tracks uploaded by admins (music bucket).';

ALTER TABLE public.music_tracks ENABLE ROW LEVEL SECURITY;

CREATE POLICY "music_tracks: admins add tracks" ON public.music_tracks FOR INSERT TO authenticated WITH CHECK (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "music_tracks: admins delete tracks" ON public.music_tracks FOR DELETE TO authenticated USING (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "music_tracks: admins edit tracks" ON public.music_tracks FOR UPDATE TO authenticated USING (( SELECT public.is_admin() AS is_admin)) WITH CHECK (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "music_tracks: admins read all tracks" ON public.music_tracks FOR SELECT TO authenticated USING (( SELECT public.is_admin() AS is_admin));

CREATE POLICY "music_tracks: everyone reads active tracks" ON public.music_tracks FOR SELECT TO anon, authenticated USING ((status = 'active'::text));

CREATE TRIGGER music_tracks_audit AFTER INSERT OR DELETE OR UPDATE ON public.music_tracks FOR EACH ROW EXECUTE FUNCTION private.audit_admin_write();

CREATE TRIGGER music_tracks_set_updated_at BEFORE UPDATE ON public.music_tracks FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();

REVOKE ALL ON TABLE public.music_tracks FROM anon, authenticated, service_role;
GRANT ALL ON TABLE public.music_tracks TO service_role;
GRANT SELECT ON TABLE public.music_tracks TO anon;
GRANT SELECT,DELETE ON TABLE public.music_tracks TO authenticated;

GRANT INSERT(title),UPDATE(title) ON TABLE public.music_tracks TO authenticated;

GRANT INSERT(artist),UPDATE(artist) ON TABLE public.music_tracks TO authenticated;

GRANT INSERT(genre),UPDATE(genre) ON TABLE public.music_tracks TO authenticated;

GRANT INSERT(duration),UPDATE(duration) ON TABLE public.music_tracks TO authenticated;

GRANT INSERT(file_size) ON TABLE public.music_tracks TO authenticated;

GRANT INSERT(file_path) ON TABLE public.music_tracks TO authenticated;

GRANT INSERT(file_url) ON TABLE public.music_tracks TO authenticated;

GRANT INSERT(cover_image_url),UPDATE(cover_image_url) ON TABLE public.music_tracks TO authenticated;

GRANT INSERT(description),UPDATE(description) ON TABLE public.music_tracks TO authenticated;

GRANT INSERT(tags),UPDATE(tags) ON TABLE public.music_tracks TO authenticated;

GRANT INSERT(slug) ON TABLE public.music_tracks TO authenticated;

GRANT INSERT(status),UPDATE(status) ON TABLE public.music_tracks TO authenticated;

GRANT UPDATE(updated_at) ON TABLE public.music_tracks TO authenticated;

import type { Tables } from '@/lib/database.types';

/** Manage Library pages hold 20 tracks. */
export const LIBRARY_PAGE_SIZE = 20;

export type TrackStatus = 'active' | 'inactive' | 'processing';

/** A music_tracks row as the library shows it. */
export interface LibraryTrack {
  id: string;
  title: string;
  artist: string;
  genre: string;
  duration: number | null;
  fileSize: number | null;
  filePath: string;
  fileUrl: string;
  coverImageUrl: string | null;
  description: string;
  tags: string[];
  slug: string;
  status: TrackStatus;
  createdAt: string;
}

export type TrackRow = Pick<
  Tables<'music_tracks'>,
  | 'id'
  | 'title'
  | 'artist'
  | 'genre'
  | 'duration'
  | 'file_size'
  | 'file_path'
  | 'file_url'
  | 'cover_image_url'
  | 'description'
  | 'tags'
  | 'slug'
  | 'status'
  | 'created_at'
>;

export const TRACK_COLUMNS =
  'id, title, artist, genre, duration, file_size, file_path, file_url, cover_image_url, description, tags, slug, status, created_at';

function statusOf(value: string): TrackStatus {
  return value === 'inactive' || value === 'processing' ? value : 'active';
}

export function toLibraryTrack(row: TrackRow): LibraryTrack {
  return {
    id: row.id,
    title: row.title,
    artist: row.artist,
    genre: row.genre,
    duration: row.duration,
    fileSize: row.file_size,
    filePath: row.file_path,
    fileUrl: row.file_url,
    coverImageUrl: row.cover_image_url,
    description: row.description ?? '',
    tags: row.tags ?? [],
    slug: row.slug,
    status: statusOf(row.status),
    createdAt: row.created_at,
  };
}

/** The status a Deactivate / Activate press sets. */
export function toggledStatus(status: TrackStatus): TrackStatus {
  return status === 'active' ? 'inactive' : 'active';
}

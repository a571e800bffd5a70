import { parseModerationStatus, type ModerationStatus } from '@/lib/content-policy';
import { shortCreatorHash } from '@/lib/creator-hash';
import type { CompositeTypes, Tables } from '@/lib/database.types';

/** A row of get_public_videos / get_public_videos_page (part 2 §7), as the generated types say. */
type PublicVideo = CompositeTypes<'public_video'>;

/** What parseVideo guarantees, where the composite type allows null. */
type Guaranteed = 'id' | 'title' | 'video_url' | 'views' | 'likes_count' | 'is_boosted';

/**
 * A video as the lists show it: the row get_public_videos returns (part 2 §7) with the fields
 * every screen needs made non-null, plus user_id when the row comes from the videos table itself
 * (My Videos, a single video) and `owner: 'default'` for the built-in samples. `creator_hash` is
 * the anonymised creator (first 8 hex characters of sha256(user id)); null for samples.
 */
export type FeedVideo = Omit<PublicVideo, Guaranteed | 'promoted'> & {
  [K in Guaranteed]: NonNullable<PublicVideo[K]>;
} & {
  /** The first page's promoted slot (one active boost the feed placed there; never twice). */
  promoted?: true;
  /** Known only for rows read from the videos table (the caller's own, a single video). */
  user_id?: Tables<'videos'>['user_id'];
  /** 'default' marks a built-in sample, which never offers edit or delete (part 2 §6). */
  owner?: 'default';
  /** Titles of the challenges this video is entered in (My Videos reads challenge_entries). */
  entered_challenges?: string[];
  /** My Videos: where moderation has it (pending: held for review; rejected: removed). */
  moderation_status?: ModerationStatus;
  /** My Videos: why a moderator removed it (shown with 'Policy Violation'). */
  moderation_reason?: string | null;
};

type Row = Record<string, unknown>;

function text(row: Row, key: string): string | null {
  const value = row[key];
  return typeof value === 'string' ? value : null;
}

function count(row: Row, key: string): number {
  const value = row[key];
  // bigint columns may arrive as strings from some PostgREST versions.
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) && parsed >= 0 ? parsed : 0;
}

/** challenge_entries(challenges(title)) as PostgREST embeds it: the titles, damaged rows dropped. */
function enteredChallenges(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    const challenge = (entry as { challenges?: unknown } | null)?.challenges;
    const title = (challenge as { title?: unknown } | null)?.title;
    return typeof title === 'string' ? [title] : [];
  });
}

/** One row of any video list, or null when it lacks what every screen needs (id, title, url). */
export function parseVideo(value: unknown): FeedVideo | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Row;
  const id = text(row, 'id');
  const title = text(row, 'title');
  const videoUrl = text(row, 'video_url');
  if (!id || title === null || !videoUrl) return null;
  const video: FeedVideo = {
    id,
    title,
    video_url: videoUrl,
    thumbnail_url: text(row, 'thumbnail_url'),
    upload_time: text(row, 'upload_time'),
    created_at: text(row, 'created_at'),
    views: count(row, 'views'),
    likes_count: count(row, 'likes_count'),
    challenge_tag: text(row, 'challenge_tag'),
    category: text(row, 'category'),
    creator_hash: text(row, 'creator_hash'),
    is_boosted: row.is_boosted === true,
    boost_until: text(row, 'boost_until'),
  };
  if (row.promoted === true) video.promoted = true;
  if ('user_id' in row) video.user_id = text(row, 'user_id');
  const moderation = parseModerationStatus(row.moderation_status);
  if (moderation) video.moderation_status = moderation;
  if ('challenge_entries' in row)
    video.entered_challenges = enteredChallenges(row.challenge_entries);
  else if (Array.isArray(row.entered_challenges))
    video.entered_challenges = row.entered_challenges.filter(
      (t): t is string => typeof t === 'string',
    );
  if ('moderation_reason' in row) video.moderation_reason = text(row, 'moderation_reason');
  if (
    row.owner === 'default' ||
    (video.user_id === null && video.video_url.startsWith('/samples/'))
  )
    video.owner = 'default';
  return video;
}

/** A JSON array of video rows; malformed rows are dropped, anything but an array is an error. */
export function parseVideoList(body: unknown): FeedVideo[] {
  if (!Array.isArray(body)) throw new TypeError('Expected a list of videos.');
  return body.map(parseVideo).filter((video): video is FeedVideo => video !== null);
}

/** Built-in samples: the home fallback rows and the seeded rows that share their ids. */
export function isSampleVideo(video: Pick<FeedVideo, 'id' | 'owner'>): boolean {
  return video.owner === 'default' || video.id.startsWith('sample-');
}

/**
 * The anonymised creator a public card shows (part 2 §3, §9: the first 8 characters of
 * creator_hash); null for a built-in sample, which has no creator.
 */
export function shownCreatorHash(
  video: Pick<FeedVideo, 'id' | 'owner' | 'creator_hash'>,
): string | null {
  return isSampleVideo(video) ? null : shortCreatorHash(video.creator_hash);
}

import type { FeedVideo } from '../model/video';

/**
 * The one state of a member's like on a video while this device knows better than the lists it
 * has cached (design: issue 36 §2). A page and the service worker both write it
 * (./like-records.ts); a like button reads it over the cached rows.
 * - `pendingId` set: the tap the server has not answered yet (in flight or in the outbox), whose
 *   outbox item id it is. A later tap replaces it, so an earlier item finds itself overtaken.
 * - `pendingId` null: the server's answer to the last tap (its like and the video's new count),
 *   until a fresher read of the member's likes replaces it.
 */
export interface LikeRecord {
  liked: boolean;
  likesCount: number;
  pendingId: string | null;
  /** When the record was last written (ms since the epoch). */
  at: number;
}

/** A member's records, by video id. */
export type LikeRecords = Readonly<Record<string, LikeRecord>>;

export interface LikeView {
  liked: boolean;
  likesCount: number;
  pending: boolean;
}

export interface LikeAnswer {
  liked: boolean;
  likes_count: number;
}

/** A tap: the state asked for, shown at once and pending until item `itemId` is answered. */
export function pressLike(
  records: LikeRecords,
  videoId: string,
  wanted: { liked: boolean; likesCount: number },
  itemId: string,
  now: number,
): LikeRecords {
  return { ...records, [videoId]: { ...wanted, pendingId: itemId, at: now } };
}

/**
 * Item `itemId` was answered (`answer`) or refused (null). Only the latest tap settles the
 * record: an overtaken item's answer is not what the member wants to see. A refusal leaves the
 * cached rows to say what the server holds.
 */
export function settleLike(
  records: LikeRecords,
  videoId: string,
  itemId: string,
  answer: LikeAnswer | null,
  now: number,
): LikeRecords {
  if (records[videoId]?.pendingId !== itemId) return records;
  const { [videoId]: _settled, ...rest } = records;
  if (!answer) return rest;
  return {
    ...rest,
    [videoId]: { liked: answer.liked, likesCount: answer.likes_count, pendingId: null, at: now },
  };
}

/** True when a later tap of the same video has replaced item `itemId` (it need not be sent). */
export function isOvertaken(records: LikeRecords, videoId: string, itemId: string): boolean {
  const pendingId = records[videoId]?.pendingId;
  return pendingId !== undefined && pendingId !== null && pendingId !== itemId;
}

/** Whether a tap of this video is still waiting for the server. */
export function isPending(records: LikeRecords, videoId: string): boolean {
  return (records[videoId]?.pendingId ?? null) !== null;
}

/**
 * How long after a like's answer the server's rows may still miss it: likes reach
 * videos.likes_count when the server next folds its counts (design §3.18, every second; this
 * leaves room for a busy fold).
 */
export const COUNT_FOLD_LAG_MS = 10_000;

/**
 * A read of the member's likes that started at `readAt` replaces the answers written before it
 * for those videos (the lists it came with hold their counts), once the answers are old enough for
 * those counts to hold them (COUNT_FOLD_LAG_MS); pending taps stay.
 */
export function forgetAnswered(
  records: LikeRecords,
  videoIds: readonly string[],
  readAt: number,
): LikeRecords {
  const stale = videoIds.filter((id) => {
    const record = records[id];
    return (
      record !== undefined && record.pendingId === null && record.at < readAt - COUNT_FOLD_LAG_MS
    );
  });
  if (stale.length === 0) return records;
  const next = { ...records };
  for (const id of stale) delete next[id];
  return next;
}

/**
 * What a like button shows: the record when there is one (pending or answered), else the cached
 * row's count and the server's word on whether the like is ours.
 */
export function likeView(
  video: Pick<FeedVideo, 'likes_count'>,
  record: LikeRecord | undefined,
  serverLiked: boolean | undefined,
): LikeView {
  if (record)
    return { liked: record.liked, likesCount: record.likesCount, pending: record.pendingId !== null };
  return { liked: serverLiked ?? false, likesCount: video.likes_count, pending: false };
}

/** The state after a tap: the opposite like, and the count moved by one (never below zero). */
export function toggledLike(current: LikeView): { liked: boolean; likesCount: number } {
  const liked = !current.liked;
  return { liked, likesCount: Math.max(0, current.likesCount + (liked ? 1 : -1)) };
}

/** Records read back from storage, keeping only well-formed ones. */
export function parseLikeRecords(raw: string | null): LikeRecords {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const records: Record<string, LikeRecord> = {};
    for (const [id, value] of Object.entries(parsed)) {
      const { liked, likesCount, pendingId, at } = (value ?? {}) as Record<string, unknown>;
      if (
        typeof liked === 'boolean' &&
        typeof likesCount === 'number' &&
        (pendingId === null || typeof pendingId === 'string') &&
        typeof at === 'number'
      )
        records[id] = { liked, likesCount, pendingId, at };
    }
    return records;
  } catch {
    return {};
  }
}

import type { Database } from '@/lib/database.types';

type CommentRow = Database['public']['Functions']['get_video_comments']['Returns'][number];

/** A comment as the sheet shows it (a row of get_video_comments or post_comment's answer). */
export interface VideoComment {
  id: CommentRow['id'];
  videoId: CommentRow['video_id'];
  userId: CommentRow['user_id'];
  body: CommentRow['body'];
  createdAt: CommentRow['created_at'];
  /** The author's profile name, or 'Member' (never an email). */
  authorName: CommentRow['author_name'];
}

/** get_comment_summary: whether the video takes comments, and how many it has. */
export interface CommentSummary {
  allowed: boolean;
  count: number;
}

const text = (row: Record<string, unknown>, key: string): string | null =>
  typeof row[key] === 'string' ? row[key] : null;

/** One comment row, or null when it lacks a field the sheet shows. */
export function parseComment(value: unknown): VideoComment | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  const [id, videoId, userId, body, createdAt] = [
    text(row, 'id'),
    text(row, 'video_id'),
    text(row, 'user_id'),
    text(row, 'body'),
    text(row, 'created_at'),
  ];
  if (!id || !videoId || !userId || body === null || !createdAt) return null;
  return { id, videoId, userId, body, createdAt, authorName: text(row, 'author_name') ?? 'Member' };
}

export function parseCommentList(body: unknown): VideoComment[] {
  if (!Array.isArray(body)) throw new TypeError('Expected a list of comments.');
  return body.map(parseComment).filter((comment): comment is VideoComment => comment !== null);
}

export function parseCommentSummary(body: unknown): CommentSummary {
  const { allowed, count } = (body ?? {}) as Record<string, unknown>;
  const total = typeof count === 'string' ? Number(count) : count;
  return {
    allowed: allowed === true,
    count: typeof total === 'number' && Number.isFinite(total) && total > 0 ? total : 0,
  };
}

import { reportReasonLabel } from '@/lib/report-reasons';

/** One video waiting for a moderator (a row of admin_moderation_queue's videos). */
export interface QueuedVideo {
  id: string;
  title: string;
  videoUrl: string;
  thumbnailUrl: string | null;
  /** 'pending': hidden from everyone until decided; 'approved': still shown, but reported. */
  status: 'pending' | 'approved';
  createdAt: string | null;
  uploaderId: string | null;
  uploaderName: string | null;
  uploaderEmail: string | null;
  uploaderBanned: boolean;
  reportCount: number;
  /** Open reports per reason, most given first, in the Report dialog's words. */
  reasons: { label: string; count: number }[];
  /** The latest reporters' own words (up to 5). */
  details: string[];
}

export interface ModerationQueue {
  /** How many different reporters hide a video from everyone until it is reviewed. */
  hideAfterReports: number;
  /** Reports one member may send in an hour. */
  reportsPerHour: number;
  videos: QueuedVideo[];
}

export type VideoDecision = 'restore' | 'remove';

export const MODERATION_REASON_MAX = 500;

type Row = Record<string, unknown>;
const text = (row: Row, key: string): string | null =>
  typeof row[key] === 'string' && row[key] !== '' ? row[key] : null;
const whole = (value: unknown, fallback = 0): number => {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) && parsed >= 0
    ? Math.floor(parsed)
    : fallback;
};

function parseReasons(value: unknown): QueuedVideo['reasons'] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const row = (item ?? {}) as Row;
    const reason = text(row, 'reason');
    return reason ? [{ label: reportReasonLabel(reason), count: whole(row.count, 1) }] : [];
  });
}

function parseQueuedVideo(value: unknown): QueuedVideo | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Row;
  const id = text(row, 'id');
  const title = text(row, 'title');
  const videoUrl = text(row, 'video_url');
  if (!id || !title || !videoUrl) return null;
  return {
    id,
    title,
    videoUrl,
    thumbnailUrl: text(row, 'thumbnail_url'),
    status: row.moderation_status === 'pending' ? 'pending' : 'approved',
    createdAt: text(row, 'created_at'),
    uploaderId: text(row, 'uploader_id'),
    uploaderName: text(row, 'uploader_name'),
    uploaderEmail: text(row, 'uploader_email'),
    uploaderBanned: row.uploader_banned === true,
    reportCount: whole(row.report_count),
    reasons: parseReasons(row.reasons),
    details: Array.isArray(row.details)
      ? row.details.filter((item): item is string => typeof item === 'string')
      : [],
  };
}

/** admin_moderation_queue's answer, read defensively (JSON from the database). */
export function parseModerationQueue(body: unknown): ModerationQueue {
  const row = (body ?? {}) as Row;
  if (!Array.isArray(row.videos))
    throw new TypeError('Unexpected answer from admin_moderation_queue.');
  return {
    hideAfterReports: whole(row.hide_after_reports),
    reportsPerHour: whole(row.reports_per_hour),
    videos: row.videos
      .map(parseQueuedVideo)
      .filter((video): video is QueuedVideo => video !== null),
  };
}

/** The reason a moderator typed (for a removal or a ban), or what is wrong with it. */
export function moderationReasonProblem(reason: string): string | null {
  const trimmed = reason.trim();
  if (trimmed === '') return 'Give a reason: the creator sees it.';
  if (trimmed.length > MODERATION_REASON_MAX)
    return `Keep the reason to ${MODERATION_REASON_MAX} characters.`;
  return null;
}

export const MODERATION_MESSAGES = {
  heading: 'Reported Videos',
  rules: (queue: Pick<ModerationQueue, 'hideAfterReports' | 'reportsPerHour'>) =>
    `A video reported by ${queue.hideAfterReports} different members is hidden from everyone until a moderator reviews it. Each member may send ${queue.reportsPerHour} reports an hour.`,
  empty: 'No videos are waiting for review.',
  loadFailed: 'The moderation queue could not be loaded.',
  failed: 'Moderation failed',
  statusLabel: { pending: 'Hidden, pending review', approved: 'Visible, reported' },
} as const;

import { z } from 'zod';
import type { SubmitVideoPayload } from '@/lib/outbox-kinds';
import { VIDEO_CATEGORIES } from '@/lib/video-categories';

const schema = z.object({
  videoId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/),
  userId: z.uuid(),
  title: z.string().min(1).max(100),
  category: z.enum(VIDEO_CATEGORIES),
  source: z.enum(['recording', 'upload', 'url']),
  url: z.string().optional(),
  videoBlobId: z.string().optional(),
  thumbnailBlobId: z.string().optional(),
  takeId: z.string().optional(),
  allowComments: z.boolean(),
  emailNotifications: z.boolean(),
  durationSeconds: z.number().nonnegative().optional(),
  queuedAt: z.number().int().positive(),
});

/** A stored payload checked before use: rows outlive app versions and can be edited by hand. */
export function parseSubmitPayload(value: unknown): SubmitVideoPayload | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** numeric(6,2) in (0, 300]: the database's own limits for videos.duration_seconds. */
export function storedDuration(seconds: number | undefined): number | null {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.min(300, Math.max(0.01, Math.round(seconds * 100) / 100));
}

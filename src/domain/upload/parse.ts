import type { SubmitVideoPayload } from './payload';
import { parseEntryIntent } from '@/lib/challenge-entry';
import { VIDEO_CATEGORIES } from '@/lib/video-categories';

/**
 * Checked by hand rather than with zod: the service worker runs this check, and zod would be
 * a fifth of its size budget (design §4, worker ≤ 60 KiB gzip).
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{6,64}$/;
/** RFC 9562 as zod's z.uuid() checks it, nil and max included. */
const UUID =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/i;
const SOURCES: ReadonlyArray<unknown> = ['recording', 'upload', 'url'];
const CATEGORIES: ReadonlyArray<unknown> = VIDEO_CATEGORIES;

const isString = (value: unknown): value is string => typeof value === 'string';
const isOptionalString = (value: unknown) => value === undefined || isString(value);
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function isPayload(row: Record<string, unknown>): boolean {
  const { videoId, userId, title, durationSeconds, queuedAt } = row;
  return (
    isString(videoId) &&
    VIDEO_ID.test(videoId) &&
    isString(userId) &&
    UUID.test(userId) &&
    isString(title) &&
    title.length >= 1 &&
    title.length <= 100 &&
    CATEGORIES.includes(row.category) &&
    SOURCES.includes(row.source) &&
    isOptionalString(row.url) &&
    isOptionalString(row.videoBlobId) &&
    isOptionalString(row.thumbnailBlobId) &&
    isOptionalString(row.takeId) &&
    typeof row.allowComments === 'boolean' &&
    typeof row.emailNotifications === 'boolean' &&
    (durationSeconds === undefined || (isFiniteNumber(durationSeconds) && durationSeconds >= 0)) &&
    (row.shrink === undefined || typeof row.shrink === 'boolean') &&
    isFiniteNumber(queuedAt) &&
    Number.isSafeInteger(queuedAt) &&
    queuedAt > 0
  );
}

const KEYS = [
  'videoId',
  'userId',
  'title',
  'category',
  'source',
  'url',
  'videoBlobId',
  'thumbnailBlobId',
  'takeId',
  'allowComments',
  'emailNotifications',
  'durationSeconds',
  'shrink',
  'queuedAt',
  'challenge',
] as const satisfies ReadonlyArray<keyof SubmitVideoPayload>;

/**
 * A stored payload checked before use: rows outlive app versions and can be edited by hand.
 * Unknown keys are dropped, as zod's objects did.
 */
export function parseSubmitPayload(value: unknown): SubmitVideoPayload | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  if (!isPayload(row)) return null;
  // A damaged challenge drops the payload: posting it without its entry would lose the entry silently.
  const challenge = row.challenge === undefined ? undefined : parseEntryIntent(row.challenge);
  if (challenge === null) return null;
  const known = KEYS.filter((key) => row[key] !== undefined).map((key) => [
    key,
    key === 'challenge' ? challenge : row[key],
  ]);
  return Object.fromEntries(known) as unknown as SubmitVideoPayload;
}

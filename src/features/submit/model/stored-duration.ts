import { MAX_DURATION_SECONDS } from './video-files';

/** numeric(6,2) in (0, 300]: the database's own limits for videos.duration_seconds. */
export function storedDuration(seconds: number | undefined): number | null {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.min(MAX_DURATION_SECONDS, Math.max(0.01, Math.round(seconds * 100) / 100));
}

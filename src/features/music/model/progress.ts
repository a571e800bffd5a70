/**
 * Part 2 §4: an upload passes 0, 10, 40, 60, 80, 100. Here the steps are real: 10 when it
 * starts, the audio's bytes move it from 10 to 60 (passing 40 on the way), 60 once the audio is
 * stored, 80 once the cover is stored (or skipped), 100 once the track's row is written.
 */
export const PROGRESS = {
  ready: 0,
  started: 10,
  audioStored: 60,
  coverStored: 80,
  saved: 100,
} as const;

/** Progress while the audio's bytes go up: 10 → 60, whole numbers, never outside that span. */
export function audioProgress(bytesSent: number, bytesTotal: number): number {
  if (!(bytesTotal > 0)) return PROGRESS.started;
  const share = Math.min(1, Math.max(0, bytesSent / bytesTotal));
  return Math.floor(PROGRESS.started + share * (PROGRESS.audioStored - PROGRESS.started));
}

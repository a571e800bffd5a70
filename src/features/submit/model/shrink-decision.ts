import { fitsOnceShrunk, needsShrink, type VideoFacts } from '@/lib/media/shrink-plan';
import { SUBMIT_MESSAGES } from './submission-validation';
import { MAX_UPLOAD_BYTES } from './video-files';

export type PickVerdict = { ok: true; shrink: boolean } | { ok: false; message: string };

/**
 * Issue 21 item 4, once a picked file's type and length passed: a file over 100MB is taken only
 * when this browser can shrink it and the 720p result is expected to fit; anything bigger than
 * 720p or over the bitrate threshold is shrunk when the browser can. Without an encoder,
 * today's rules stand (100MB refused, the original uploaded).
 */
export function pickVerdict(facts: VideoFacts, canShrink: boolean): PickVerdict {
  const oversize = facts.bytes > MAX_UPLOAD_BYTES;
  if (!canShrink)
    return oversize
      ? { ok: false, message: SUBMIT_MESSAGES.fileSize }
      : { ok: true, shrink: false };
  if (oversize)
    return fitsOnceShrunk(facts.durationSeconds, MAX_UPLOAD_BYTES)
      ? { ok: true, shrink: true }
      : { ok: false, message: SUBMIT_MESSAGES.fileSize };
  return { ok: true, shrink: needsShrink(facts) };
}

/** What the form says about a file that will be shrunk before it uploads. */
export function shrinkNote(bytes: number): string {
  return bytes > MAX_UPLOAD_BYTES
    ? 'This video is over 100MB, so it will be shrunk to 720p on this device before it uploads.'
    : 'This video will be shrunk to 720p on this device before it uploads.';
}

import { SERVER_RULES } from '@/lib/server-rules';

/** Part 1 §9 and design decision 9: what the recorder asks of the camera and the encoder. */
export const MAX_RECORDING_SECONDS: number = SERVER_RULES.maxVideoSeconds;
export const VIDEO_BITS_PER_SECOND = 2_500_000;
export const AUDIO_BITS_PER_SECOND = 128_000;
/** Every second of media reaches IndexedDB as it is recorded: a crash loses at most this much. */
export const TIMESLICE_MS = 1_000;

export type FacingMode = 'user' | 'environment';

/** 720x1280 portrait from the user-facing camera (the other one after a flip). */
export function cameraConstraints(facingMode: FacingMode): MediaStreamConstraints {
  return {
    video: { width: { ideal: 720 }, height: { ideal: 1280 }, facingMode },
    audio: true,
  };
}

/** Format preference (design decision 9): WebM VP9/Opus, VP8/Opus, WebM, then MP4 H.264/AAC (iOS Safari). */
export const RECORDER_MIME_PREFERENCES = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
  'video/mp4;codecs=avc1,mp4a',
  'video/mp4',
] as const;

/**
 * The first preferred format the browser can record; null when it cannot say (no
 * isTypeSupported, or none supported), and the recorder then uses its own default. The take
 * always stores the recorder's actual mimeType, whatever was asked for.
 */
export function chooseRecorderMime(
  isTypeSupported: ((type: string) => boolean) | undefined,
): string | null {
  if (!isTypeSupported) return null;
  return RECORDER_MIME_PREFERENCES.find((type) => isTypeSupported(type)) ?? null;
}

export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

import { askTrimWorker } from '@/lib/media/trim-video';

/**
 * Whether this device can cut the file (issue 39): the trim worker finds its video track, length
 * and first keyframe. A cut from the start copies packets, so no decoder is needed; AVI, which
 * mediabunny does not read, cannot be cut.
 */
export async function canTrim(file: Blob): Promise<boolean> {
  try {
    const answer = await askTrimWorker(
      { type: 'probe', file, aroundSeconds: 0 },
      new AbortController().signal,
    );
    return answer.type === 'probed' && answer.keyframes.length > 0 && answer.durationSeconds > 0;
  } catch {
    return false;
  }
}

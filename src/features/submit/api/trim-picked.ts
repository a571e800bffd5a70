import type { TrimRange } from '@/lib/media/trim-plan';
import { trimVideo } from '@/lib/media/trim-video';
import type { PickedVideo } from '../hooks/use-picked-video';
import { pickVerdict } from '../model/shrink-decision';
import { validateDuration } from '../model/submission-validation';
import { canShrink } from './can-shrink';

const stem = (name: string) => name.replace(/\.[^.]*$/, '') || 'video';

/**
 * Issue 39: the picked file cut to `range` on the device (offline too), then checked as a picked
 * file is: length, and size or whether it is shrunk before it uploads. The cut is what queues.
 */
export async function trimPicked(
  picked: PickedVideo,
  range: TrimRange,
  onProgress: (fraction: number) => void,
): Promise<{ picked: PickedVideo } | { error: string }> {
  const result = await trimVideo(picked.file, range, {
    signal: new AbortController().signal,
    onProgress,
  });
  if (result.kind === 'whole') return { picked };
  const type = result.blob.type;
  const extension = type === 'video/mp4' ? 'mp4' : 'webm';
  const file = new File([result.blob], `${stem(picked.file.name)}-trimmed.${extension}`, { type });
  const tooLong = validateDuration(result.durationSeconds);
  if (tooLong) return { error: tooLong };
  const facts = {
    width: result.width,
    height: result.height,
    bytes: file.size,
    durationSeconds: result.durationSeconds,
  };
  const verdict = pickVerdict(facts, await canShrink());
  if (!verdict.ok) return { error: verdict.message };
  return {
    picked: {
      file,
      extension,
      durationSeconds: result.durationSeconds,
      shrink: verdict.shrink,
      overLimit: false,
    },
  };
}

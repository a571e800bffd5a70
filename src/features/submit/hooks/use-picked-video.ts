import { useCallback, useState } from 'react';
import { probeDuration, UnreadableVideoError } from '../api/probe-video';
import {
  SUBMIT_MESSAGES,
  validateDuration,
  validatePickedFile,
} from '../model/submission-validation';
import { CONTENT_TYPES, videoExtension, type VideoExtension } from '../model/video-files';

export interface PickedVideo {
  file: File;
  extension: VideoExtension;
  durationSeconds: number | null;
}

/**
 * A picked file checked at once (part 2 §5): type, size (100MB), then its length (300 s) from
 * the metadata. A refused file is dropped and its message shown.
 */
export function usePickedVideo() {
  const [picked, setPicked] = useState<PickedVideo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const pick = useCallback(async (file: File | null) => {
    setPicked(null);
    setError(null);
    if (!file) return;
    const problem = validatePickedFile(file);
    const extension = videoExtension(file.name, file.type);
    if (problem || !extension) {
      setError(problem ?? SUBMIT_MESSAGES.fileType);
      return;
    }
    setChecking(true);
    try {
      const durationSeconds = await probeDuration(file, CONTENT_TYPES[extension]);
      const tooLong = durationSeconds === null ? null : validateDuration(durationSeconds);
      if (tooLong) setError(tooLong);
      else setPicked({ file, extension, durationSeconds });
    } catch (cause) {
      setError(cause instanceof UnreadableVideoError ? cause.message : SUBMIT_MESSAGES.unreadable);
    } finally {
      setChecking(false);
    }
  }, []);

  const reset = useCallback(() => {
    setPicked(null);
    setError(null);
  }, []);

  return { picked, error, checking, pick, reset };
}

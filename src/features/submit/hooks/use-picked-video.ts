import { useCallback, useRef, useState } from 'react';
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
  // Each pick (or reset) supersedes the one before: a slow probe of an older file is ignored.
  const latestPick = useRef(0);

  const pick = useCallback(async (file: File | null) => {
    const token = ++latestPick.current;
    const isCurrent = () => token === latestPick.current;
    setChecking(false);
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
      if (!isCurrent()) return;
      const tooLong = durationSeconds === null ? null : validateDuration(durationSeconds);
      if (tooLong) setError(tooLong);
      else setPicked({ file, extension, durationSeconds });
    } catch (cause) {
      if (!isCurrent()) return;
      setError(cause instanceof UnreadableVideoError ? cause.message : SUBMIT_MESSAGES.unreadable);
    } finally {
      if (isCurrent()) setChecking(false);
    }
  }, []);

  const reset = useCallback(() => {
    latestPick.current++;
    setChecking(false);
    setPicked(null);
    setError(null);
  }, []);

  return { picked, error, checking, pick, reset };
}

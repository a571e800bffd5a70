import { useCallback, useRef, useState } from 'react';
import { canShrink } from '../api/can-shrink';
import { canTrim } from '../api/can-trim';
import { probeVideo, UnreadableVideoError } from '../api/probe-video';
import { pickVerdict } from '../model/shrink-decision';
import {
  SUBMIT_MESSAGES,
  validateDuration,
  validateFileType,
} from '../model/submission-validation';
import {
  CONTENT_TYPES,
  MAX_UPLOAD_BYTES,
  videoExtension,
  type VideoExtension,
} from '../model/video-files';

export interface PickedVideo {
  file: File;
  extension: VideoExtension;
  durationSeconds: number | null;
  /** Shrunk to 720p on the device before it uploads (issue 21 item 4). */
  shrink: boolean;
  /**
   * Over 300 s, taken only to be trimmed (issue 39): sent untrimmed, it gets the spec's message.
   * Its size is judged once it is cut.
   */
  overLimit: boolean;
}

export interface PickOptions {
  /** The form has a trimmer: a file over 300 s that this device can cut is kept, to be trimmed. */
  trimOverLimit?: boolean;
}

/**
 * A picked file checked at once (part 2 §5): type, size (100MB, unless it will be shrunk to fit),
 * then its length (300 s) from the metadata. A refused file is dropped and its message shown.
 */
export function usePickedVideo({ trimOverLimit = false }: PickOptions = {}) {
  const [picked, setPicked] = useState<PickedVideo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // Each pick (or reset) supersedes the one before: a slow probe of an older file is ignored.
  const latestPick = useRef(0);
  // Read when a file is checked: whether a trimmer is shown does not change what was picked.
  const trimsOverLimit = useRef(trimOverLimit);
  trimsOverLimit.current = trimOverLimit;

  const pick = useCallback(async (file: File | null) => {
    const token = ++latestPick.current;
    const isCurrent = () => token === latestPick.current;
    setChecking(false);
    setPicked(null);
    setError(null);
    if (!file) return;
    const problem = validateFileType(file);
    const extension = videoExtension(file.name, file.type);
    if (problem || !extension) {
      setError(problem ?? SUBMIT_MESSAGES.fileType);
      return;
    }
    setChecking(true);
    try {
      const shrinkable = await canShrink();
      if (!isCurrent()) return;
      // Without an encoder, a file over 100MB is refused before anything is read (as before).
      if (!shrinkable && file.size > MAX_UPLOAD_BYTES) return setError(SUBMIT_MESSAGES.fileSize);
      const probed = await probeVideo(file, CONTENT_TYPES[extension]);
      if (!isCurrent()) return;
      const { durationSeconds } = probed;
      const tooLong = durationSeconds === null ? null : validateDuration(durationSeconds);
      if (tooLong) {
        const trimmable = trimsOverLimit.current && (await canTrim(file));
        if (!isCurrent()) return;
        if (!trimmable) return setError(tooLong);
        return setPicked({ file, extension, durationSeconds, shrink: false, overLimit: true });
      }
      const verdict = pickVerdict({ ...probed, bytes: file.size }, shrinkable);
      if (!verdict.ok) setError(verdict.message);
      else
        setPicked({ file, extension, durationSeconds, shrink: verdict.shrink, overLimit: false });
    } catch (cause) {
      if (!isCurrent()) return;
      // What cannot be read cannot be shrunk: over 100MB, the size is what stops it.
      if (file.size > MAX_UPLOAD_BYTES) return setError(SUBMIT_MESSAGES.fileSize);
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

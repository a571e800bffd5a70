import { isVideoCategory } from '@/lib/video-categories';
import { TITLE_LENGTH_MESSAGE, titleTooLong } from '@/domain/upload';
import { MAX_RECORDING_SECONDS } from './recording-settings';

/** Part 1 §5 (recorder), word for word where the spec gives the words. */
export const RECORDER_MESSAGES = {
  missing: 'Please record a video, provide a title, and select a category.',
  terms: 'Please agree to the Terms, Content Rules, and Privacy Policy.',
  thumbnail: 'Please choose an image file for the thumbnail.',
  titleLength: TITLE_LENGTH_MESSAGE,
  tooLong: 'Videos must be 5 minutes or shorter.',
  signUp: 'Please sign up to record videos',
} as const;

export interface RecordedSubmission {
  hasRecording: boolean;
  title: string;
  category: string;
  agreed: boolean;
  thumbnail: { type: string } | null;
  durationSeconds: number;
}

/** The recorder form's rules in the spec's order; null when it may be submitted. */
export function validateRecordedSubmission(fields: RecordedSubmission): string | null {
  if (!fields.hasRecording || fields.title.trim() === '' || !isVideoCategory(fields.category))
    return RECORDER_MESSAGES.missing;
  if (!fields.agreed) return RECORDER_MESSAGES.terms;
  if (titleTooLong(fields.title)) return RECORDER_MESSAGES.titleLength;
  if (fields.thumbnail && !fields.thumbnail.type.startsWith('image/'))
    return RECORDER_MESSAGES.thumbnail;
  // Recording stops at 300 s; a recovered take is measured by its chunks and may run a little over.
  if (fields.durationSeconds > MAX_RECORDING_SECONDS + 1) return RECORDER_MESSAGES.tooLong;
  return null;
}

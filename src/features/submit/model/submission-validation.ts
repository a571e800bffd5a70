import { isVideoCategory } from '@/lib/video-categories';
import {
  formatDuration,
  MAX_DURATION_SECONDS,
  MAX_UPLOAD_BYTES,
  videoExtension,
} from './video-files';
import { parseVideoUrl } from './video-url';
import { TITLE_LENGTH_MESSAGE, titleTooLong, VIDEO_TITLE_MAX_LENGTH } from '@/domain/upload';

/** Part 2 §5, word for word where the spec gives the words. */
export const SUBMIT_MESSAGES = {
  urlRequired: 'Please provide a video URL.',
  fileRequired: 'Please select a video file to upload.',
  titleAndCategory: 'Please fill in the title and select a category.',
  fileType: 'Please upload a video file (MP4, WebM, MOV, AVI, or MKV).',
  fileSize: 'Please upload a video file smaller than 100MB.',
  unreadable: 'Unable to read video file. Please select a valid video file.',
  urlSource: 'Please paste a link from YouTube, TikTok, Instagram, Facebook, Twitter or Vimeo.',
  titleLength: TITLE_LENGTH_MESSAGE,
} as const;

export const TITLE_MAX_LENGTH: number = VIDEO_TITLE_MAX_LENGTH;

/** 'Videos must be 5 minutes or shorter...' followed by this video's length. */
export function durationMessage(seconds: number): string {
  // Rounded up: a clip refused for being over 300 s must not read as 5:00.
  return `Videos must be 5 minutes or shorter. This one is ${formatDuration(Math.ceil(seconds))}.`;
}

export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** The type alone, checked the moment a file is picked (nothing is read yet). */
export function validateFileType(file: PickedFile): string | null {
  return videoExtension(file.name, file.type) ? null : SUBMIT_MESSAGES.fileType;
}

/**
 * Checked the moment a file is picked: type first, then size. `shrinks`: the file will be shrunk
 * on the device to fit (issue 21 item 4), so its own size may be over 100MB.
 */
export function validatePickedFile(file: PickedFile, shrinks = false): string | null {
  const badType = validateFileType(file);
  if (badType) return badType;
  if (file.size > MAX_UPLOAD_BYTES && !shrinks) return SUBMIT_MESSAGES.fileSize;
  return null;
}

export function validateDuration(seconds: number): string | null {
  return seconds > MAX_DURATION_SECONDS ? durationMessage(seconds) : null;
}

export type SubmitMode = 'upload' | 'url';

export interface SubmissionFields {
  mode: SubmitMode;
  url: string;
  file: PickedFile | null;
  /** The picked file will be shrunk on the device before it uploads. */
  shrinks?: boolean;
  title: string;
  category: string;
}

/** The whole form on Submit, in the order the spec lists its rules. */
export function validateSubmission(fields: SubmissionFields): string | null {
  if (fields.mode === 'url' && fields.url.trim() === '') return SUBMIT_MESSAGES.urlRequired;
  if (fields.mode === 'upload' && !fields.file) return SUBMIT_MESSAGES.fileRequired;
  if (fields.title.trim() === '' || !isVideoCategory(fields.category))
    return SUBMIT_MESSAGES.titleAndCategory;
  if (titleTooLong(fields.title)) return SUBMIT_MESSAGES.titleLength;
  if (fields.mode === 'url' && !parseVideoUrl(fields.url)) return SUBMIT_MESSAGES.urlSource;
  if (fields.mode === 'upload' && fields.file)
    return validatePickedFile(fields.file, fields.shrinks);
  return null;
}

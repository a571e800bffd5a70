import { SERVER_RULES } from '@/lib/server-rules';

/** The videos.title check (generated from the schema): the longest title a video may have. */
export const VIDEO_TITLE_MAX_LENGTH: number = SERVER_RULES.textLimits.videoTitle;

/** Part 1 §5: the words both forms use for a title that is too long. */
export const TITLE_LENGTH_MESSAGE = `Please keep the title to ${VIDEO_TITLE_MAX_LENGTH} characters or fewer.`;

/**
 * Whether a title is longer than the database takes, counted as it counts (characters, so an
 * emoji is one, not the two UTF-16 units of `.length`), after trimming as the forms send it.
 */
export function titleTooLong(title: string): boolean {
  return [...title.trim()].length > VIDEO_TITLE_MAX_LENGTH;
}

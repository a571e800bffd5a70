import { SERVER_RULES } from '@/lib/server-rules';

/** The database's limit for titles and artists. */
export const TITLE_MAX_LENGTH: number = SERVER_RULES.textLimits.musicTitle;

/** The file name without its last extension ("my-song.mp3" → "my-song"). */
export function baseName(fileName: string): string {
  return fileName.replace(/\.[^/.]+$/, '');
}

/**
 * Part 2 §5 default title: remove the extension, dashes and underscores to spaces, capitalise
 * each word ("my_best-song.mp3" → "My Best Song").
 */
export function defaultTitle(fileName: string): string {
  return baseName(fileName)
    .replace(/[-_]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|\s)(\S)/g, (_match, space: string, letter: string) => space + letter.toUpperCase())
    .slice(0, TITLE_MAX_LENGTH);
}

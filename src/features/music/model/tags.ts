import { SERVER_RULES } from '@/lib/server-rules';

/** The database keeps at most 20 tags per track. */
export const MAX_TAGS: number = SERVER_RULES.textLimits.musicTags;

/** Part 2 §5: tags split by commas, trimmed, empties dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/** Tags back into the comma-separated text the field edits. */
export function formatTags(tags: readonly string[]): string {
  return tags.join(', ');
}

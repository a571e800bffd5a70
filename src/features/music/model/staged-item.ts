import { hasScriptMarkup } from '@/lib/safe-text';
import { DEFAULT_GENRE, type Genre } from './genres';
import { MUSIC_MESSAGES } from './messages';
import { PROGRESS } from './progress';
import { slugOrFallback } from './slug';
import { MAX_TAGS, parseTags } from './tags';
import { defaultTitle } from './track-title';

export type StagedStatus = 'ready' | 'uploading' | 'success' | 'error';

/** Part 2 §3 Staged upload item (client only). */
export interface StagedItem {
  id: string;
  file: File;
  cover: File | null;
  /** An object URL of the cover for the thumbnail; revoked when the cover goes. */
  coverPreview: string | null;
  title: string;
  artist: string;
  genre: Genre;
  description: string;
  /** As typed: comma separated (parseTags gives the list). */
  tagsText: string;
  /** Whole seconds read from the file, null when unreadable. */
  duration: number | null;
  size: number;
  /** From the title (part 2 §5), or `fallbackSlug` when the title leaves nothing. */
  slug: string;
  fallbackSlug: string;
  progress: number;
  status: StagedStatus;
  error: string | null;
}

/** The fields an admin edits. */
export type EditableFields = Pick<
  StagedItem,
  'title' | 'artist' | 'genre' | 'description' | 'tagsText'
>;

export interface NewStagedItem {
  id: string;
  file: File;
  cover: File | null;
  coverPreview: string | null;
  duration: number | null;
  fallbackSlug: string;
}

export function createStagedItem(input: NewStagedItem): StagedItem {
  const title = defaultTitle(input.file.name);
  return {
    ...input,
    title,
    artist: '',
    genre: DEFAULT_GENRE,
    description: '',
    tagsText: '',
    size: input.file.size,
    slug: slugOrFallback(title, input.fallbackSlug),
    progress: PROGRESS.ready,
    status: 'ready',
    error: null,
  };
}

/** An edit applied to an item: the slug follows the title. Items being uploaded do not change. */
export function editItem(item: StagedItem, fields: Partial<EditableFields>): StagedItem {
  if (item.status === 'uploading') return item;
  const next = { ...item, ...fields };
  return { ...next, slug: slugOrFallback(next.title, next.fallbackSlug) };
}

/** True when the same file (name, size, last change) is already staged. */
export function isSameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/**
 * What stops Upload All before anything is sent (part 2 §5), in order: login, at least one ready
 * track, then title and artist (and the database's own limits) for each ready track. An empty
 * list means go.
 */
export function uploadAllProblems(items: readonly StagedItem[], signedIn: boolean): string[] {
  if (!signedIn) return [MUSIC_MESSAGES.logIn];
  const ready = items.filter((item) => item.status === 'ready');
  if (ready.length === 0) return [MUSIC_MESSAGES.noneReady];
  return ready.flatMap((item) => {
    const file = item.file.name;
    if (item.title.trim() === '' || item.artist.trim() === '') return [MUSIC_MESSAGES.fillIn(file)];
    if (parseTags(item.tagsText).length > MAX_TAGS) return [MUSIC_MESSAGES.tooManyTags(file)];
    const text = [item.title, item.artist, item.description, item.tagsText].join(' ');
    if (hasScriptMarkup(text)) return [MUSIC_MESSAGES.scriptMarkup(file)];
    return [];
  });
}

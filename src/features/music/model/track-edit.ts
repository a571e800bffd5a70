import { hasScriptMarkup } from '@/lib/safe-text';
import { isGenre, type Genre } from './genres';
import type { LibraryTrack } from './library-track';
import { LIBRARY_MESSAGES } from './messages';
import { formatTags, MAX_TAGS, parseTags } from './tags';

/** The edit form's fields, as typed. */
export interface TrackForm {
  title: string;
  artist: string;
  genre: Genre;
  description: string;
  tagsText: string;
}

export function formOf(track: LibraryTrack): TrackForm {
  return {
    title: track.title,
    artist: track.artist,
    genre: isGenre(track.genre) ? track.genre : 'Indian Instrumental',
    description: track.description,
    tagsText: formatTags(track.tags),
  };
}

export type TrackEdit =
  | {
      ok: true;
      changes: {
        title: string;
        artist: string;
        genre: Genre;
        description: string | null;
        tags: string[];
      };
    }
  | { ok: false; message: string };

/** The form checked (title and artist required, the database's limits) and turned into changes. */
export function checkTrackForm(form: TrackForm): TrackEdit {
  const title = form.title.trim();
  const artist = form.artist.trim();
  if (title === '' || artist === '') return { ok: false, message: LIBRARY_MESSAGES.fillIn };
  const tags = parseTags(form.tagsText);
  if (tags.length > MAX_TAGS) return { ok: false, message: LIBRARY_MESSAGES.tooManyTags };
  const description = form.description.trim();
  if (hasScriptMarkup([title, artist, description, form.tagsText].join(' ')))
    return { ok: false, message: LIBRARY_MESSAGES.scriptMarkup };
  return {
    ok: true,
    changes: { title, artist, genre: form.genre, description: description || null, tags },
  };
}

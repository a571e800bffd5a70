import { INPUT_CLASSES, LABEL_CLASSES } from '@/components/field-styles';
import { TextField } from '@/components/text-field';
import type { Genre } from '../model/genres';
import { TITLE_MAX_LENGTH } from '../model/track-title';
import { GenreSelect } from './genre-select';
import { SERVER_RULES } from '@/lib/server-rules';

/** The fields a track's details are edited in (Quick Upload items and the library's edit form). */
interface TrackFieldValues {
  title: string;
  artist: string;
  genre: Genre;
  description: string;
  tagsText: string;
}

export interface TrackFieldsProps {
  values: TrackFieldValues;
  onChange(fields: Partial<TrackFieldValues>): void;
}

const DESCRIPTION_MAX_LENGTH: number = SERVER_RULES.textLimits.musicDescription;

/** Title, Artist, Genre, Description and Tags (comma separated). */
export function TrackFields({ values, onChange }: TrackFieldsProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label="Title"
        value={values.title}
        maxLength={TITLE_MAX_LENGTH}
        required
        onChange={(title) => onChange({ title })}
      />
      <TextField
        label="Artist"
        value={values.artist}
        maxLength={TITLE_MAX_LENGTH}
        required
        onChange={(artist) => onChange({ artist })}
      />
      <GenreSelect value={values.genre} onChange={(genre) => onChange({ genre })} />
      <TextField
        label="Tags"
        value={values.tagsText}
        hint="Separate tags with commas"
        onChange={(tagsText) => onChange({ tagsText })}
      />
      <label className={`${LABEL_CLASSES} sm:col-span-2`}>
        Description
        <textarea
          value={values.description}
          maxLength={DESCRIPTION_MAX_LENGTH}
          rows={2}
          onChange={(event) => onChange({ description: event.target.value })}
          className={`${INPUT_CLASSES} py-2`}
        />
      </label>
    </div>
  );
}

import { INPUT_CLASSES, LABEL_CLASSES } from '@/components/field-styles';
import { GENRES, isGenre, type Genre } from '../model/genres';

/** The six genres (part 2 §3); 'Indian Instrumental' is the default. */
export function GenreSelect({ value, onChange }: { value: Genre; onChange(genre: Genre): void }) {
  return (
    <label className={LABEL_CLASSES}>
      Genre
      <select
        value={value}
        onChange={(event) => {
          if (isGenre(event.target.value)) onChange(event.target.value);
        }}
        className={INPUT_CLASSES}
      >
        {GENRES.map((genre) => (
          <option key={genre} value={genre}>
            {genre}
          </option>
        ))}
      </select>
    </label>
  );
}

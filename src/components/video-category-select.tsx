import { VIDEO_CATEGORIES, VIDEO_CATEGORY_LABELS } from '@/lib/video-categories';
import { INPUT_CLASSES, LABEL_CLASSES } from './field-styles';

export interface VideoCategorySelectProps {
  value: string;
  onChange(value: string): void;
}

/** The eight video categories, with an empty first choice the forms' validation rejects. */
export function VideoCategorySelect({ value, onChange }: VideoCategorySelectProps) {
  return (
    <label className={LABEL_CLASSES}>
      Category
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={INPUT_CLASSES}
      >
        <option value="">Select a category</option>
        {VIDEO_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {VIDEO_CATEGORY_LABELS[category]}
          </option>
        ))}
      </select>
    </label>
  );
}

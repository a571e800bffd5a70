import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { validateRecordedSubmission } from '../model/recorder-validation';
import { VIDEO_TITLE_MAX_LENGTH } from '@/domain/upload';
import { FILE_INPUT_CLASSES, INPUT_CLASSES, LABEL_CLASSES } from '@/components/field-styles';
import { VideoCategorySelect } from '@/components/video-category-select';
import { TermsLine } from './terms-line';

export interface RecordedFields {
  title: string;
  category: string;
  thumbnail: File | null;
}

export interface RecordedFormProps {
  durationSeconds: number;
  submitting: boolean;
  onSubmit(fields: RecordedFields): void;
  onRecordAgain(): void;
}

/** Title (max 100), category, optional custom thumbnail, the terms agreement, Submit and Record Again. */
export function RecordedForm({
  durationSeconds,
  submitting,
  onSubmit,
  onRecordAgain,
}: RecordedFormProps) {
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState('');
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateRecordedSubmission({
      hasRecording: true,
      title,
      category,
      agreed,
      thumbnail,
      durationSeconds,
    });
    setError(problem);
    if (!problem) onSubmit({ title, category, thumbnail });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <label className={LABEL_CLASSES}>
        Title
        <input
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={VIDEO_TITLE_MAX_LENGTH}
          placeholder="Give your video a funny title"
          className={INPUT_CLASSES}
        />
        <span className="font-normal text-ink-muted">
          {title.length}/{VIDEO_TITLE_MAX_LENGTH}
        </span>
      </label>
      <VideoCategorySelect value={category} onChange={setCategory} />
      <label className={LABEL_CLASSES}>
        Custom thumbnail (optional)
        <input
          type="file"
          accept="image/*"
          onChange={(event) => setThumbnail(event.target.files?.[0] ?? null)}
          className={FILE_INPUT_CLASSES}
        />
        <span className="font-normal text-ink-muted">
          Without one, the frame at 1 second is used.
        </span>
      </label>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-brand"
        />
        <span>
          <TermsLine />
        </span>
      </label>
      {error && (
        <p
          role="alert"
          className="rounded-xl border border-danger/60 bg-surface-raised p-3 text-sm text-danger"
        >
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Submitting…' : 'Submit Video'}
        </Button>
        <Button variant="secondary" onClick={onRecordAgain} disabled={submitting}>
          Record Again
        </Button>
      </div>
    </form>
  );
}

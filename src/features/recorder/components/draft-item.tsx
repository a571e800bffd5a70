import { useState } from 'react';
import { Button } from '@/components/button';
import type { TakeRow } from '@/lib/db';
import { formatClock } from '../model/recording-settings';
import { TakePreview } from './take-preview';

export interface DraftItemProps {
  take: TakeRow;
  onSubmit(): void;
  onDelete(): void;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** One unsent take: preview it, submit it, or delete it (with a second tap to confirm). */
export function DraftItem({ take, onSubmit, onDelete }: DraftItemProps) {
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const recordedAt = new Date(take.startedAt).toLocaleString();
  const label = `Draft from ${recordedAt}`;
  return (
    <li
      aria-label={label}
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface-raised p-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">{recordedAt}</p>
        <p className="text-sm text-ink-muted">
          <span data-testid="draft-duration">{formatClock(take.duration)}</span> ·{' '}
          {megabytes(take.bytes)}
          {take.status === 'recording' ? ' · interrupted' : ''}
        </p>
      </div>
      {previewing && <TakePreview takeId={take.id} label={`Preview of ${label}`} />}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setPreviewing(!previewing)}>
          {previewing ? 'Hide preview' : 'Preview'}
        </Button>
        {/* A take not finished yet (refused on a full disk) is sent once Drafts can finish it. */}
        <Button onClick={onSubmit} disabled={take.status === 'recording'}>
          Submit
        </Button>
        {confirming ? (
          <Button variant="ghost" onClick={onDelete}>
            Confirm delete
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}

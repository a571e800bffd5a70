import { useId } from 'react';
import { Button } from '@/components/button';
import { stagedActions } from '../hooks/staged-store';
import { formatDuration, formatFileSize } from '../model/duration';
import { MUSIC_MESSAGES } from '../model/messages';
import type { StagedItem, StagedStatus } from '../model/staged-item';
import { CoverPicker } from './cover-picker';
import { TrackFields } from './track-fields';
import { UploadProgress } from './upload-progress';

const STATUS_CLASSES: Record<StagedStatus, string> = {
  ready: 'bg-brand/15 text-brand-soft',
  uploading: 'bg-warning/15 text-warning',
  success: 'bg-success/15 text-success',
  error: 'bg-danger/15 text-danger',
};

function ItemHeader({ item, headingId }: { item: StagedItem; headingId: string }) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <h3 id={headingId} className="truncate font-semibold">
          {item.file.name}
        </h3>
        <p className="text-sm text-ink-muted">
          {formatFileSize(item.size)} · {formatDuration(item.duration)} · slug: {item.slug}
        </p>
      </div>
      <span
        className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${STATUS_CLASSES[item.status]}`}
      >
        {item.status}
      </span>
    </div>
  );
}

function ItemActions({ item }: { item: StagedItem }) {
  const file = item.file.name;
  return (
    <div className="flex flex-wrap gap-2">
      {item.status === 'error' && (
        <Button variant="secondary" onClick={() => stagedActions.retry(item.id)}>
          Try again<span className="sr-only"> for {file}</span>
        </Button>
      )}
      <Button
        variant="ghost"
        disabled={item.status === 'uploading'}
        onClick={() => stagedActions.remove(item.id)}
      >
        Remove<span className="sr-only"> {file}</span>
      </Button>
    </div>
  );
}

/** One staged track: cover, details (locked while uploading), progress, status and error. */
export function StagedItemCard({ item }: { item: StagedItem }) {
  const headingId = useId();
  const locked = item.status === 'uploading';
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4"
    >
      <ItemHeader item={item} headingId={headingId} />
      <CoverPicker item={item} locked={locked} />
      <fieldset disabled={locked} className="min-w-0">
        <legend className="sr-only">Details of {item.file.name}</legend>
        <TrackFields values={item} onChange={(fields) => stagedActions.edit(item.id, fields)} />
      </fieldset>
      {item.status !== 'ready' && (
        <UploadProgress title={item.title.trim() || item.file.name} progress={item.progress} />
      )}
      {item.status === 'error' && (
        <p className="text-sm text-danger">{item.error || MUSIC_MESSAGES.itemFailed}</p>
      )}
      <ItemActions item={item} />
    </li>
  );
}

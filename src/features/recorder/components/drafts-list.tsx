import { useEffect, useState } from 'react';
import type { TakeRow } from '@/lib/db';
import { deleteTake } from '../data/take-media';
import { liveTakeIds, recoverInterruptedTakes, recoverWhenReleased } from '../data/take-recovery';
import { useDrafts } from '../hooks/use-drafts';
import { DRAFTS_STORAGE_FULL, isQuotaError } from '../model/save-errors';
import { DraftItem } from './draft-item';
import { StorageUsage } from './storage-usage';

export interface DraftsListProps {
  onSubmitDraft(take: TakeRow): void;
}

/**
 * Takes recorded on this device and not sent yet, including any cut off by a closed tab or a
 * crash (those keep everything up to their last saved second).
 */
export function DraftsList({ onSubmitDraft }: DraftsListProps) {
  const [recovered, setRecovered] = useState(false);
  const [unfinished, setUnfinished] = useState<ReadonlySet<string>>(() => new Set());
  const [storageFull, setStorageFull] = useState(false);
  useEffect(() => {
    const stop = new AbortController();
    const failed = (error: unknown) => console.error('Recovering interrupted takes failed', error);
    const keepUnfinished = (takeId: string, error: unknown) => {
      failed(error);
      setUnfinished((current) => new Set(current).add(takeId));
      if (isQuotaError(error)) setStorageFull(true);
    };
    void liveTakeIds().then(async (live) => {
      await recoverInterruptedTakes(Date.now(), live, keepUnfinished).catch(failed);
      setRecovered(true);
      // The drafts list watches the takes table, so a take recovered later shows up by itself.
      if (live) await recoverWhenReleased(live, stop.signal, keepUnfinished).catch(failed);
    }, failed);
    return () => stop.abort();
  }, []);
  const drafts = useDrafts(unfinished);
  if (!recovered || !drafts) return null;
  return (
    <section aria-labelledby="drafts-heading" className="flex flex-col gap-2">
      <h2 id="drafts-heading" className="text-lg font-bold">
        Drafts ({drafts.length})
      </h2>
      {storageFull && (
        <p
          role="alert"
          className="rounded-xl border border-danger/60 bg-surface-raised p-3 text-sm text-danger"
        >
          {DRAFTS_STORAGE_FULL}
        </p>
      )}
      {drafts.length === 0 ? (
        <p className="text-sm text-ink-muted">
          Recordings you have not sent yet will wait here, even offline.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {drafts.map((take) => (
            <DraftItem
              key={take.id}
              take={take}
              onSubmit={() => onSubmitDraft(take)}
              onDelete={() => void deleteTake(take.id)}
            />
          ))}
        </ul>
      )}
      <StorageUsage refreshKey={drafts.map((take) => `${take.id}:${take.bytes}`).join(',')} />
    </section>
  );
}

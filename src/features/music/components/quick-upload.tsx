import { Button } from '@/components/button';
import { stagedActions, useStagedStore } from '../hooks/staged-store';
import { useUploadAll } from '../hooks/use-upload-all';
import { DropZone } from './drop-zone';
import { StagedItemCard } from './staged-item-card';

function UploadSummary() {
  const items = useStagedStore((state) => state.items);
  const uploading = useStagedStore((state) => state.uploading);
  const done = items.filter((item) => item.status === 'success').length;
  const ready = items.filter((item) => item.status === 'ready').length;
  return (
    <p role="status" className="text-sm text-ink-muted">
      {uploading
        ? `Uploading… ${done} of ${items.length} done.`
        : `${items.length} staged · ${ready} ready · ${done} uploaded`}
    </p>
  );
}

/**
 * Quick Upload (part 2 §2 Admin Setup): MP3 files staged by drop or picker, each with its cover
 * and details, then Upload All sends the ready ones one at a time with real progress.
 */
export function QuickUpload() {
  const items = useStagedStore((state) => state.items);
  const uploading = useStagedStore((state) => state.uploading);
  const uploadAll = useUploadAll();
  const hasCompleted = items.some((item) => item.status === 'success');
  return (
    <section aria-labelledby="quick-upload-heading" className="flex flex-col gap-4">
      <h2 id="quick-upload-heading" className="text-lg font-bold">
        Quick Upload
      </h2>
      <DropZone />
      {items.length > 0 && (
        <>
          <UploadSummary />
          <ul aria-label="Staged tracks" className="flex flex-col gap-3">
            {items.map((item) => (
              <StagedItemCard key={item.id} item={item} />
            ))}
          </ul>
        </>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={uploadAll} disabled={uploading}>
          Upload All
        </Button>
        {hasCompleted && (
          <Button variant="secondary" onClick={stagedActions.clearCompleted}>
            Clear Completed
          </Button>
        )}
      </div>
    </section>
  );
}

export default QuickUpload;

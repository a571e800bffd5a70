import type { WaitingUpload } from '../hooks/use-waiting-uploads';
import { categoryLabel } from '../model/shorts-feed';
import { ClockIcon } from './icons';

/** A submission still in the outbox: it uploads when the network allows. */
export function WaitingUploadCard({ upload }: { upload: WaitingUpload }) {
  return (
    <li
      className="flex flex-col gap-2 rounded-2xl border border-dashed border-warning/60 bg-surface p-3"
      data-testid="waiting-upload"
    >
      <p className="inline-flex items-center gap-1 text-sm font-bold text-warning">
        <ClockIcon />
        Waiting to upload
      </p>
      <h3 className="font-semibold">{upload.title}</h3>
      <p className="text-xs text-ink-muted">
        {categoryLabel(upload.category)} · queued {new Date(upload.queuedAt).toLocaleString('en')}
      </p>
      {upload.failure && <p className="text-xs text-danger">{upload.failure}</p>}
    </li>
  );
}

import { lazy, Suspense, useReducer, useState } from 'react';
import { useOutboxSummary } from '../data/summary';
import { UploadIcon } from './upload-icon';

// The sheet, the list and Dexie load only when the tray opens.
const UploadTraySheet = lazy(() => import('./upload-tray-sheet'));

function badgeText(waiting: number, failed: number): string {
  const parts = [];
  if (waiting > 0) parts.push(`${waiting} waiting`);
  if (failed > 0) parts.push(`${failed} failed`);
  return parts.length > 0 ? `Uploads (${parts.join(', ')})` : 'Uploads';
}

/**
 * The header's upload tray: a button with the number of items waiting (or failed), which opens
 * the list.
 */
export function UploadTray() {
  const [open, setOpen] = useState(false);
  // Every tap renders the sheet again, so a dialog closed behind React's back shows again.
  const [, countTap] = useReducer((taps: number) => taps + 1, 0);
  const { waiting, failed, uploadingPercent } = useOutboxSummary();
  const count = waiting + failed;
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          countTap();
        }}
        aria-label={badgeText(waiting, failed)}
        className="relative grid size-11 place-items-center rounded-lg text-ink-muted hover:text-ink"
      >
        <UploadIcon />
        {count > 0 && (
          <span
            aria-hidden="true"
            className={`absolute right-0.5 top-0.5 grid min-w-5 place-items-center rounded-full px-1 text-xs font-bold ${
              failed > 0 ? 'bg-danger text-stage' : 'bg-brand text-white'
            }`}
          >
            {uploadingPercent !== null ? `${uploadingPercent}%` : count}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <UploadTraySheet onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { BUDGET_CHOICES_MB, formatMegabytes, MB } from '../model/offline-budget';
import { removeSavedVideos, setAllowCellular, setBudget } from '../offline/video-cache';
import { useOfflineStore } from '../stores/offline-store';
import { controlClasses, Field } from './field';

/** Offline viewing settings: the storage budget (default 200 MB), mobile data, and a clear-out. */
export default function OfflineSettingsDialog({ onClose }: { onClose(): void }) {
  const { budgetBytes, usedBytes, allowCellular, saved } = useOfflineStore();
  const count = Object.keys(saved).length;
  const choices = [...new Set([...BUDGET_CHOICES_MB, Math.round(budgetBytes / MB)])].sort(
    (a, b) => a - b,
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title="Offline viewing"
      description="On Wi-Fi, the next clips of the feed are saved whole so they play without a connection."
    >
      <div className="flex flex-col gap-4">
        <p role="status" className="text-sm">
          Using {formatMegabytes(usedBytes)} of {formatMegabytes(budgetBytes)} · {count}{' '}
          {count === 1 ? 'video' : 'videos'} saved
        </p>
        <Field label="Storage for saved videos">
          <select
            className={controlClasses}
            value={Math.round(budgetBytes / MB)}
            onChange={(e) => void setBudget(Number(e.currentTarget.value) * MB)}
          >
            {choices.map((mb) => (
              <option key={mb} value={mb}>
                {mb >= 1000 ? `${mb / 1000} GB` : `${mb} MB`}
              </option>
            ))}
          </select>
        </Field>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            checked={allowCellular}
            onChange={(e) => setAllowCellular(e.currentTarget.checked)}
          />
          Also save videos on mobile data
        </label>
        <div className="flex justify-between gap-2">
          <Button
            variant="secondary"
            disabled={count === 0}
            onClick={() => void removeSavedVideos()}
          >
            Remove saved videos
          </Button>
          <Button onClick={onClose}>Done</Button>
        </div>
      </div>
    </Dialog>
  );
}

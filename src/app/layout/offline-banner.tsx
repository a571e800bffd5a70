import { useOnlineStatus } from '@/lib/online-status';
import { OfflineIcon } from './nav-icons';

/** Says plainly what still works while the network is gone. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  return (
    <div role="status" className="sticky top-14 z-30">
      {!online && (
        <p className="flex items-center gap-2 border-b border-warning/40 bg-surface-raised px-4 py-2 text-sm text-ink">
          <span className="text-warning">
            <OfflineIcon />
          </span>
          You&apos;re offline. Saved videos still play; uploads and likes will wait until
          you&apos;re back online.
        </p>
      )}
    </div>
  );
}

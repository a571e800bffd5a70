import { useEffect, useState } from 'react';
import { storageUse, type StorageUse } from '../data/device-storage';

function size(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

/** How much of this device's storage the app uses and may use (drafts live there until sent). */
export function StorageUsage({ refreshKey }: { refreshKey: string }) {
  const [use, setUse] = useState<StorageUse | null>(null);
  useEffect(() => {
    storageUse().then(setUse, () => setUse(null));
  }, [refreshKey]);
  if (!use) return null;
  return (
    <p className="text-sm text-ink-muted">
      Storage on this device: {size(use.usage)} used of {size(use.quota)} available.
      {use.persisted ? ' Your drafts are protected from automatic cleanup.' : ''}
    </p>
  );
}

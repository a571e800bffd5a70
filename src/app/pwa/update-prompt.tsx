import { lazy, Suspense } from 'react';
import { usePwaStore } from './pwa-store';

// The card animates with motion; its code (and motion's) loads only when an update is waiting.
const UpdateCard = lazy(() => import('./update-card'));

/** Offers the waiting version instead of swapping code under the user's feet. */
export function UpdatePrompt() {
  const updateReady = usePwaStore((state) => state.updateReady);
  const applyUpdate = usePwaStore((state) => state.applyUpdate);
  if (!updateReady || !applyUpdate) return null;
  return (
    <Suspense fallback={null}>
      <UpdateCard
        applyUpdate={applyUpdate}
        onDismiss={() => usePwaStore.setState({ updateReady: false })}
      />
    </Suspense>
  );
}

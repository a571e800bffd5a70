import { lazy, Suspense } from 'react';
import { installOffer, runsStandalone } from './install-offer';
import { usePwaStore } from './pwa-store';

// The button's code loads only where there is something to offer (most first visits: nothing).
const InstallButton = lazy(() => import('./install-button'));

/**
 * The browser's install offer where it makes one, the Share → Add to Home Screen steps on iOS,
 * and nothing elsewhere or once LaughLoop runs as an installed app.
 */
export function InstallSlot() {
  const promptAvailable = usePwaStore((state) => state.installPrompt !== null);
  const offer = installOffer({
    promptAvailable,
    userAgent: globalThis.navigator?.userAgent ?? '',
    maxTouchPoints: globalThis.navigator?.maxTouchPoints ?? 0,
    standalone: runsStandalone(),
  });
  if (offer === 'none') return null;
  return (
    <Suspense fallback={null}>
      <InstallButton offer={offer} />
    </Suspense>
  );
}

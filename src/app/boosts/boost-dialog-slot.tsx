import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { askSignInToBoost, loadBoostDialog } from '@/features/boosts';
import { BoostActionProvider, type BoostTarget } from '@/lib/boost-action';
import { useSession } from '@/lib/session';

// The dialog (plans, checkout, the order's state) loads at the first Boost, not with the lists.
const BoostDialog = lazy(() => loadBoostDialog());

/**
 * Every action bar's Boost opens the boosts feature's dialog over the page it is on (part 2 §2's
 * Latest Videos boost dialog; home, Shorts and /video/{id} do the same, so Boost behaves one way).
 * A visitor gets the sign-in prompt instead; the dialog closes when the page changes.
 */
export function WithBoostDialog({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<BoostTarget | null>(null);
  const { pathname } = useLocation();
  const openBoost = useCallback((video: BoostTarget) => {
    const { user, loading } = useSession.getState();
    if (!user && !loading) askSignInToBoost();
    else setTarget(video);
  }, []);
  useEffect(() => {
    setTarget(null);
  }, [pathname]);
  return (
    <BoostActionProvider value={openBoost}>
      {children}
      {target && (
        <ErrorBoundary area="boost dialog">
          <Suspense fallback={null}>
            <BoostDialog key={target.id} video={target} onClose={() => setTarget(null)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </BoostActionProvider>
  );
}

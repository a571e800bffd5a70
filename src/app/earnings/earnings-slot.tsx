import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import { loadEarningsPanel } from '@/features/earnings';
import { useOnlineStatus } from '@/lib/online-status';
import { usePremiumStatus } from '@/lib/premium-status';
import { useSession } from '@/lib/session';

// The earnings feature loads with the first screen that shows it, not with the shell.
const EarningsPanel = lazy(loadEarningsPanel);

export const preloadEarningsPanel = loadEarningsPanel;

/**
 * The signed-in member's earnings panel (nothing for visitors, or while Premium is checked).
 * Offline, Premium cannot be checked: the member's own figures and queued actions show, and the
 * check runs again once the network returns.
 */
// Links in payout mails open a tab: /submit?tab=payout-history.
const TAB_PARAMS = {
  'request-payout': 'Request Payout',
  'payout-history': 'Payout History',
} as const;

function tabFromParam(value: string | null) {
  return value && Object.hasOwn(TAB_PARAMS, value)
    ? TAB_PARAMS[value as keyof typeof TAB_PARAMS]
    : undefined;
}

export function EarningsSlot() {
  const [params] = useSearchParams();
  const initialTab = tabFromParam(params.get('tab'));
  const user = useSession((state) => state.user);
  const { isPremium, loading } = usePremiumStatus();
  const online = useOnlineStatus();
  if (!user || loading) return null;
  return (
    <ErrorBoundary area="earnings">
      <Suspense fallback={null}>
        <EarningsPanel userId={user.id} isPremium={isPremium || !online} initialTab={initialTab} />
      </Suspense>
    </ErrorBoundary>
  );
}

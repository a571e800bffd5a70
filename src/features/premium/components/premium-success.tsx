import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { Page } from '@/components/page';
import { usePremiumStatus } from '@/lib/premium-status';
import { refreshPremiumStatus } from '../status/premium-status-sync';

/** Part 2 §9: the success page moves on to the Premium community after 10 seconds. */
const PREMIUM_SUCCESS_REDIRECT_MS = 10_000;
/** How often the page asks again while a payment's webhook has not reached the server yet. */
const RECHECK_MS = 2_000;

/** The membership this tab knew of predates the payment: ask until the server says Premium. */
function useRecheckUntilPremium(isPremium: boolean): void {
  useEffect(() => {
    if (isPremium) return;
    void refreshPremiumStatus(true);
    const again = setInterval(() => void refreshPremiumStatus(true), RECHECK_MS);
    return () => clearInterval(again);
  }, [isPremium]);
}

function statusLine(isPremium: boolean, loading: boolean): string {
  if (loading) return 'Checking your membership…';
  if (isPremium) return 'Your Premium membership is active. Welcome to the club!';
  return 'We are confirming your membership. This can take a moment after a payment.';
}

/** /premium-success: says where the membership stands and counts down to /premium-group. */
export function PremiumSuccess() {
  const navigate = useNavigate();
  const isPremium = usePremiumStatus((state) => state.isPremium);
  const loading = usePremiumStatus((state) => state.loading);
  const [secondsLeft, setSecondsLeft] = useState(PREMIUM_SUCCESS_REDIRECT_MS / 1000);
  useRecheckUntilPremium(isPremium);

  useEffect(() => {
    const redirect = setTimeout(
      () => navigate('/premium-group', { replace: true }),
      PREMIUM_SUCCESS_REDIRECT_MS,
    );
    const tick = setInterval(() => setSecondsLeft((current) => Math.max(0, current - 1)), 1000);
    return () => {
      clearTimeout(redirect);
      clearInterval(tick);
    };
  }, [navigate]);

  return (
    <Page title="Premium Confirmation" lead={statusLine(isPremium, loading)}>
      <p className="text-ink-muted">
        Taking you to the Premium community in {secondsLeft}{' '}
        {secondsLeft === 1 ? 'second' : 'seconds'}.
      </p>
      <div>
        <Link to="/premium-group" replace className={buttonClasses('primary')}>
          Go to the Premium community
        </Link>
      </div>
    </Page>
  );
}

import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { Page } from '@/components/page';
import { toast } from '@/components/toast-store';
import { usePremiumStatus } from '@/lib/premium-status';
import { useSession } from '@/lib/session';
import { usePremiumCheckout } from '../hooks/use-premium-checkout';
import { PREMIUM_MESSAGES } from '../model/messages';
import { PREMIUM_PLANS } from '../model/premium-plans';
import { refreshPremiumStatus } from '../status/premium-status-sync';
import { CodeRedemptionBox } from './code-redemption-box';
import { PremiumPlanCard } from './premium-plan-card';

const LINKS = [
  { to: '/about-us', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/boost-plans', label: 'Boost Plans' },
  { to: '/premium-dashboard', label: 'Premium Dashboard' },
  { to: '/premium-group', label: 'Premium Community' },
] as const;

/** The checkout's cancel address brings the buyer back here with ?cancelled=true. */
function useCancelledNotice(): void {
  const [params, setParams] = useSearchParams();
  const cancelled = params.get('cancelled') === 'true';
  useEffect(() => {
    if (!cancelled) return;
    toast({ title: PREMIUM_MESSAGES.cancelledTitle, description: PREMIUM_MESSAGES.cancelled });
    setParams(
      (current) => {
        current.delete('cancelled');
        return current;
      },
      { replace: true },
    );
  }, [cancelled, setParams]);
}

/** Paying happens in another tab: coming back asks the server again, quietly. */
function useRecheckOnReturn(): void {
  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState === 'visible') void refreshPremiumStatus(true);
    };
    document.addEventListener('visibilitychange', recheck);
    return () => document.removeEventListener('visibilitychange', recheck);
  }, []);
}

function AlreadyPremium() {
  return (
    <Page
      title="Already Premium"
      lead="Your Premium membership is active. Enjoy everything it includes."
    >
      <div className="flex flex-wrap gap-3">
        <Link to="/premium-dashboard" className={buttonClasses('primary')}>
          Premium Dashboard
        </Link>
        <Link to="/premium-group" className={buttonClasses('secondary')}>
          Premium Community
        </Link>
      </div>
    </Page>
  );
}

function PremiumLinks() {
  return (
    <nav aria-label="More about Premium" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {LINKS.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className="inline-flex min-h-11 items-center font-semibold text-brand-soft hover:underline"
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

/** /premium-order (part 2 §2, §4): the plans, the free-code box and the links. */
export function PremiumOrderPage() {
  const sessionLoading = useSession((state) => state.loading);
  const isPremium = usePremiumStatus((state) => state.isPremium);
  const checking = usePremiumStatus((state) => state.loading);
  const { start, pending, ready } = usePremiumCheckout();
  useCancelledNotice();
  useRecheckOnReturn();

  if (isPremium) return <AlreadyPremium />;
  return (
    <Page
      title="Premium Membership"
      lead="Earn money for watching, liking, commenting and sharing, and join the members' community. Cancel anytime."
    >
      {(sessionLoading || checking) && (
        <p role="status" className="text-sm text-ink-muted">
          Checking your membership…
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {PREMIUM_PLANS.map((plan) => (
          <PremiumPlanCard
            key={plan.type}
            plan={plan}
            pending={pending === plan.type}
            busy={pending !== null || !ready}
            onChoose={() => void start(plan.type)}
          />
        ))}
      </div>
      <p className="text-sm text-ink-muted">
        Payments are handled by Stripe and open in a new tab. Cancel anytime from your dashboard.
      </p>
      <CodeRedemptionBox />
      <PremiumLinks />
    </Page>
  );
}

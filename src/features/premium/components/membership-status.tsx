import { Button } from '@/components/button';
import { useMembership } from '../hooks/use-membership';
import { usePortal } from '../hooks/use-portal';
import { StartSubscription } from './start-subscription';

const PLAN_NAMES: Record<string, string> = {
  monthly: 'Monthly',
  semiannual: 'Semi-Annual',
  annual: 'Annual',
  free_trial: 'Free Premium',
};

function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** 'Renews on …', 'Ends on …' (cancelled, or a free code) from the member's subscription. */
export function renewalLine(membership: {
  planType: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}): string | null {
  if (!membership.currentPeriodEnd) return null;
  const day = formatDay(membership.currentPeriodEnd);
  const ends = membership.cancelAtPeriodEnd || membership.planType === 'free_trial';
  return ends ? `Ends on ${day}` : `Renews on ${day}`;
}

/** The Premium Status stat card: Active, the plan and its renewal (or end) date. */
export function MembershipStatus({ userId }: { userId: string }) {
  const { data } = useMembership(userId);
  const line = data ? renewalLine(data) : null;
  return (
    <div className="flex flex-col gap-0.5">
      <p className="text-2xl font-bold text-success">Active</p>
      {data?.planType && (
        <p className="text-sm text-ink-muted">{PLAN_NAMES[data.planType] ?? data.planType}</p>
      )}
      {line && <p className="text-sm text-ink-muted">{line}</p>}
    </div>
  );
}

/**
 * Account Settings: Manage Subscription opens the billing portal in a new tab; a member on a free
 * code has nothing to manage, and may start a paid subscription instead.
 */
export function ManageSubscriptionButton({ userId }: { userId: string }) {
  const { data } = useMembership(userId);
  const { open, opening } = usePortal();
  // A free code has no subscription to manage: it simply ends.
  if (data?.planType === 'free_trial') {
    return (
      <>
        <p className="text-sm text-ink-muted">
          Your free Premium ends by itself; nothing to cancel.
        </p>
        <StartSubscription />
      </>
    );
  }
  return (
    <Button variant="secondary" onClick={() => void open()} disabled={opening}>
      {opening ? 'Opening…' : 'Manage Subscription'}
    </Button>
  );
}

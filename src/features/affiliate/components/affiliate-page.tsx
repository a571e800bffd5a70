import type { User } from '@supabase/supabase-js';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { useOnlineStatus } from '@/lib/online-status';
import { useSession } from '@/lib/session';
import type { Affiliate } from '../api/get-affiliate';
import { useAffiliate } from '../hooks/use-affiliate';
import { AFFILIATE_MESSAGES } from '../model/messages';
import { AffiliateLinkCard } from './affiliate-link-card';
import { AffiliatePayoutCard } from './affiliate-payout-card';
import { AffiliatePayoutMethodForm } from './affiliate-payout-method-form';
import { AffiliateStats } from './affiliate-stats';
import { CommissionsList } from './commissions-list';
import { JoinCard } from './join-card';
import { RulesCard } from './rules-card';
import { COMMISSION } from '../model/program-facts';

function Loading() {
  return (
    <p role="status" className="text-ink-muted">
      Loading…
    </p>
  );
}

function LoadFailed({ onRetry }: { onRetry(): void }) {
  const online = useOnlineStatus();
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-2xl border border-danger/70 p-4">
      <p>
        {online
          ? 'Your affiliate details could not be loaded.'
          : 'You are offline and your affiliate details are not on this device yet. They load when you are back online.'}
      </p>
      {online && (
        <Button variant="secondary" className="self-start" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** Part 2 §2 member view: figures, link, commissions, payouts and the payout method. */
function MemberArea({ affiliate }: { affiliate: Affiliate }) {
  const online = useOnlineStatus();
  return (
    <>
      {!online && <p className="text-sm text-warning">{AFFILIATE_MESSAGES.offlineMember}</p>}
      <AffiliateStats affiliate={affiliate} />
      <AffiliateLinkCard code={affiliate.affiliateCode} />
      <CommissionsList userId={affiliate.userId} />
      <AffiliatePayoutCard userId={affiliate.userId} hasMethod={affiliate.payoutMethod !== null} />
      <AffiliatePayoutMethodForm affiliate={affiliate} />
    </>
  );
}

/** A signed-in user: a member (a row) or not (no row: the join pitch). */
function SignedIn({ user }: { user: User }) {
  const { affiliate, failed, retry } = useAffiliate(user.id);
  if (affiliate === undefined) return failed ? <LoadFailed onRetry={retry} /> : <Loading />;
  if (affiliate === null) return <JoinCard user={user} />;
  return <MemberArea affiliate={affiliate} />;
}

/** /affiliate (part 2 §2): join, or the member's figures and tools; the rules always show. */
export function AffiliatePage() {
  const user = useSession((state) => state.user);
  const sessionLoading = useSession((state) => state.loading);
  return (
    <Page
      title="Affiliate Program"
      lead={`Share your link and earn ${COMMISSION} lifetime commission on boost plans and Premium memberships bought through it.`}
    >
      {sessionLoading ? <Loading /> : user ? <SignedIn user={user} /> : <JoinCard user={null} />}
      <RulesCard />
    </Page>
  );
}

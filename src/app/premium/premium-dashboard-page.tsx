import { useState } from 'react';
import { Page } from '@/components/page';
import { Tabs } from '@/components/tabs';
import { BoostVideoPicker } from '@/features/boosts';
import { EarningActivities, EarningsPanel, TotalEarnedFigure } from '@/features/earnings';
import {
  DashboardActions,
  MembershipStatus,
  PremiumGate,
  PREMIUM_MESSAGES,
} from '@/features/premium';
import { MyTotalViews, MyVideoCount, MyVideosList, type MyVideosMessages } from '@/features/videos';
import { useSession } from '@/lib/session';
import { StatCard } from './stat-card';

const TABS = ['Overview', 'Earnings', 'Activities'] as const;
type DashboardTab = (typeof TABS)[number];

/**
 * The dashboard's own words for its list of the member's videos (part 2 §8 Dashboard), where
 * /my-videos says 'Error': 'Unable to load your videos…' and 'Update Failed'.
 */
const DASHBOARD_VIDEO_MESSAGES: MyVideosMessages = {
  loadFailed: { title: PREMIUM_MESSAGES.dashboardVideosFailed },
  updateFailed: { title: PREMIUM_MESSAGES.dashboardUpdateFailed },
};

function Dashboard({ userId }: { userId: string }) {
  const [tab, setTab] = useState<DashboardTab>('Overview');
  return (
    <Page
      title="Premium Dashboard"
      lead="Your earnings, your videos and your membership in one place."
    >
      <ul aria-label="Your figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Earnings">
          <TotalEarnedFigure userId={userId} />
        </StatCard>
        <StatCard label="Videos Uploaded">
          <MyVideoCount userId={userId} />
        </StatCard>
        <StatCard label="Total Views">
          <MyTotalViews userId={userId} />
        </StatCard>
        <StatCard label="Premium Status">
          <MembershipStatus userId={userId} />
        </StatCard>
      </ul>
      <Tabs<DashboardTab> label="Dashboard" tabs={TABS} value={tab} onChange={setTab}>
        {tab === 'Overview' && (
          <div className="flex flex-col gap-6">
            <DashboardActions
              userId={userId}
              onEarnMoney={() => setTab('Earnings')}
              boostAction={<BoostVideoPicker userId={userId} />}
            />
            <MyVideosList userId={userId} messages={DASHBOARD_VIDEO_MESSAGES} />
          </div>
        )}
        {tab === 'Earnings' && <EarningsPanel userId={userId} isPremium />}
        {tab === 'Activities' && <EarningActivities userId={userId} />}
      </Tabs>
    </Page>
  );
}

/**
 * /premium-dashboard (part 2 §2), where every streaming redirect lands: members only. The
 * figures are the member's own, from the earnings and videos features.
 */
export function PremiumDashboardPage() {
  const user = useSession((state) => state.user);
  return (
    <PremiumGate title="Premium Dashboard">{user && <Dashboard userId={user.id} />}</PremiumGate>
  );
}

import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { HomeAccounts } from '../accounts/home-accounts';
import { HomeChallengeBanner } from '../home/challenge-banner-slot';
import { buttonClasses } from '@/components/button';
import { WhenNear } from '@/components/when-near';
import { Page } from '@/components/page';
import { LatestVideosSection, TestimonialsSection } from '@/features/videos';

const HomeChallengeExtras = lazy(() => import('../home/challenge-extras'));

const LEAD =
  'Funny short videos, a new comedy challenge every week with prizes up to $500, and rewards for Premium members — even on a bad connection.';

export function Component() {
  return (
    <Page title="Laugh. Record. Win." lead={LEAD}>
      <HomeAccounts />
      <div className="flex flex-wrap gap-2">
        <Link to="/submit?mode=record" className={buttonClasses('primary')}>
          Record a video
        </Link>
      </div>
      <HomeChallengeBanner />
      <LatestVideosSection />
      <WhenNear>
        <Suspense fallback={null}>
          <HomeChallengeExtras />
        </Suspense>
      </WhenNear>
      <TestimonialsSection />
    </Page>
  );
}

import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { HomeAccounts } from '../accounts/home-accounts';
import { HomeChallengeBanner } from '../home/challenge-banner-slot';
import { HOME_ACTIONS_CLASS, HOME_LEAD, HOME_TITLE, RECORD_CTA } from '../home/home-copy';
import { buttonClasses } from '@/components/button';
import { WhenNear } from '@/components/when-near';
import { Page } from '@/components/page';
import { LatestVideosSection } from '@/features/videos/components/home-latest-section';
import { TestimonialsSection } from '@/features/videos/components/testimonials-section';

const HomeChallengeExtras = lazy(() => import('../home/challenge-extras'));

export function Component() {
  return (
    <Page title={HOME_TITLE} lead={HOME_LEAD}>
      <HomeAccounts />
      <div className={HOME_ACTIONS_CLASS}>
        <Link to="/submit?mode=record" className={buttonClasses('primary')}>
          {RECORD_CTA}
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

import { Link } from 'react-router-dom';
import { HomeAccounts } from '../accounts/home-accounts';
import { ChallengeBannerSlot } from '../home/challenge-banner-slot';
import { HOME_LEAD, HOME_TITLE } from '../home/home-copy';
import { buttonClasses } from '@/components/button';
import { Page } from '@/components/page';
import { LatestVideosSection } from '@/features/videos/components/home-latest-section';
import { TestimonialsSection } from '@/features/videos/components/testimonials-section';

export function Component() {
  return (
    <Page title={HOME_TITLE} lead={HOME_LEAD}>
      <HomeAccounts />
      <div className="flex flex-wrap gap-2">
        <Link to="/submit?mode=record" className={buttonClasses('primary')}>
          Record a video
        </Link>
      </div>
      <ChallengeBannerSlot />
      <LatestVideosSection />
      <TestimonialsSection />
    </Page>
  );
}

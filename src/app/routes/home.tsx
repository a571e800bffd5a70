import { Link } from 'react-router-dom';
import { HomeAccounts } from '../accounts/home-accounts';
import { buttonClasses } from '@/components/button';
import { Page } from '@/components/page';

export function Component() {
  return (
    <Page
      title="Laugh. Record. Win."
      lead="Funny short videos, a new comedy challenge every week with prizes up to $500, and rewards for Premium members — even on a bad connection."
    >
      <HomeAccounts />
      <div className="flex flex-wrap gap-2">
        <Link to="/submit?mode=record" className={buttonClasses('primary')}>
          Record a video
        </Link>
        <Link to="/contest-terms" className={buttonClasses('secondary')}>
          How challenges work
        </Link>
      </div>
      <section
        aria-labelledby="latest-videos-heading"
        className="rounded-2xl border border-line bg-surface p-4"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id="latest-videos-heading" className="text-xl font-semibold">
            Latest Videos
          </h2>
          <Link
            to="/latest-videos"
            className="inline-flex min-h-11 items-center text-brand-soft hover:underline"
          >
            View All
          </Link>
        </div>
        <p className="mt-1 text-ink-muted">
          Community videos will appear here once the video catalogue is connected.
        </p>
      </section>
    </Page>
  );
}

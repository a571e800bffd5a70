import { Link, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { Page } from '@/components/page';
import { BoostPlansPage } from '@/features/boosts';

export function Component() {
  const [params] = useSearchParams();
  const videoId = params.get('videoId')?.trim();
  if (!videoId) {
    return (
      <Page
        title="Video ID Required"
        lead="Boost plans belong to a video: open them from one of your videos."
      >
        <p>
          <Link to="/" className={buttonClasses('primary')}>
            Back to Home
          </Link>
        </p>
      </Page>
    );
  }
  return <BoostPlansPage videoId={videoId} />;
}

import { Link, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { Page } from '@/components/page';
import { BoostSuccessPage } from '@/features/boosts';

export function Component() {
  const [params] = useSearchParams();
  const videoId = params.get('videoId')?.trim();
  if (!videoId)
    return (
      <Page title="Boost Confirmation" lead="Open this page from a boost you ordered.">
        <p>
          <Link to="/" className={buttonClasses('primary')}>
            Back to Videos
          </Link>
        </p>
      </Page>
    );
  return <BoostSuccessPage videoId={videoId} />;
}

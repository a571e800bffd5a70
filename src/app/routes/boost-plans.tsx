import { Link, useSearchParams } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { Page } from '@/components/page';

export function Component() {
  const [params] = useSearchParams();
  if (!params.get('videoId')) {
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
  return (
    <Page
      title="Boost Plans"
      lead="Boosting arrives together with payments. No boost can be bought yet."
    />
  );
}

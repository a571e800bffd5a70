import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-classes';
import { Page } from '@/components/page';
import { useBoostConfirmation } from '../hooks/use-boost-confirmation';

function BackToVideos() {
  return (
    <p>
      <Link to="/" className={buttonClasses('primary')}>
        Back to Videos
      </Link>
    </p>
  );
}

/** /boost-success?videoId: confirms the boost from the order's real state, with Back to Videos. */
export default function BoostSuccessPage({ videoId }: { videoId: string }) {
  const { title, lead, waiting } = useBoostConfirmation(videoId);
  return (
    <Page title={title}>
      <p role="status" aria-busy={waiting} className="text-ink-muted" data-testid="boost-state">
        {lead}
      </p>
      <BackToVideos />
    </Page>
  );
}

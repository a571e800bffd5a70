import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { buttonClasses } from '@/components/button-classes';
import { Page } from '@/components/page';
import { useOnlineStatus } from '@/lib/online-status';
import { useBoostVideo } from '../hooks/use-boost-queries';
import { useStartCheckout } from '../hooks/use-start-checkout';
import { BOOST_PLANS, formatPrice } from '../model/boost-plans';
import { BOOST_MESSAGES } from '../model/messages';
import { successPath } from '../model/boost-links';
import { catalogueBoostRequest } from '../model/order-selection';
import { PlanCard } from './plan-card';

function VideoMissing() {
  return (
    <Page title="Boost Plans">
      <div role="alert" className="flex flex-col gap-1">
        <h2 className="text-lg font-bold">{BOOST_MESSAGES.videoNotFoundTitle}</h2>
        <p>{BOOST_MESSAGES.videoNotFound}</p>
      </div>
      <p>
        <Link to="/" className={buttonClasses('primary')}>
          Back to Home
        </Link>
      </p>
    </Page>
  );
}

/**
 * /boost-plans?videoId: the video's title and the three plans; choosing one opens checkout in a
 * new tab while this one follows the order on the confirmation page.
 */
export default function BoostPlansPage({ videoId }: { videoId: string }) {
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const video = useBoostVideo(videoId);
  const checkout = useStartCheckout((opened) => navigate(successPath(opened.videoId)));
  if (video.data === null) return <VideoMissing />;
  const loaded = video.data !== undefined;
  const request = catalogueBoostRequest(videoId, video.data?.title);
  return (
    <Page
      title="Boost Plans"
      lead={
        !loaded ? (
          'Loading the video…'
        ) : (
          <>
            Put <q className="font-semibold text-ink">{request.videoTitle}</q> in front of more
            people: a promoted place in the lists for as long as you choose.
          </>
        )
      }
    >
      <div className="grid gap-3 sm:grid-cols-3">
        {BOOST_PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan}>
            <Button
              disabled={!loaded || !online || checkout.pending}
              onClick={() => void checkout.start(request, plan)}
            >
              {`Boost for ${formatPrice(plan.price)}`}
            </Button>
          </PlanCard>
        ))}
      </div>
      {!online && <p className="text-sm text-warning">{BOOST_MESSAGES.needsConnection}</p>}
      <p className="text-sm text-ink-muted">
        Payment opens in a new tab. Boosted videos are labelled Promoted. Want to boost another
        video? <Link to="/order">Order a boost</Link>.
      </p>
    </Page>
  );
}

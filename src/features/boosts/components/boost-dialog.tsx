import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import type { BoostTarget } from '@/lib/boost-action';
import { useOnlineStatus } from '@/lib/online-status';
import { useSession } from '@/lib/session';
import { boostKeys } from '../hooks/boost-keys';
import { useBoostConfirmation } from '../hooks/use-boost-confirmation';
import { useStartCheckout } from '../hooks/use-start-checkout';
import { BOOST_PLANS, formatPrice } from '../model/boost-plans';
import { BOOST_MESSAGES } from '../model/messages';
import { catalogueBoostRequest, type BoostRequest } from '../model/order-selection';

export interface BoostDialogProps {
  video: BoostTarget;
  onClose(): void;
}

/** The three plans (part 2 §9), each with the button that starts its checkout. */
function PlanChoice({
  request,
  onOpened,
}: {
  request: BoostRequest;
  onOpened(videoId: string): void;
}) {
  const online = useOnlineStatus();
  const checkout = useStartCheckout((opened) => onOpened(opened.videoId));
  return (
    <>
      {/* First, where a phone's screen shows it without scrolling past the plans. */}
      {!online && (
        <p role="status" className="mb-3 text-sm text-warning">
          {BOOST_MESSAGES.needsConnection}
        </p>
      )}
      <ul aria-label="Boost plans" className="flex flex-col gap-2">
        {BOOST_PLANS.map((plan) => (
          <li
            key={plan.id}
            data-plan={plan.id}
            className={`flex flex-wrap items-center gap-2 rounded-xl border p-3 ${
              plan.popular ? 'border-brand-soft bg-brand/10' : 'border-line bg-surface-raised'
            }`}
          >
            <div className="min-w-36 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 font-bold">
                {plan.label}
                {plan.popular && (
                  <span className="rounded-full bg-brand px-2 py-0.5 text-xs text-white">
                    Most Popular
                  </span>
                )}
              </p>
              <p className="text-sm text-ink-muted">{plan.description}</p>
            </div>
            <Button
              disabled={!online || checkout.pending}
              onClick={() => void checkout.start(request, plan)}
            >
              {`Boost for ${formatPrice(plan.price)}`}
            </Button>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-ink-muted">
        Payment opens in a new tab. Boosted videos are labelled Promoted.
      </p>
    </>
  );
}

/** After checkout opened: the order's real state, live, as /boost-success shows it. */
function Following({ videoId, onClose }: { videoId: string; onClose(): void }) {
  const { title, lead, waiting } = useBoostConfirmation(videoId);
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-bold">{title}</h3>
      <p role="status" aria-busy={waiting} className="text-ink-muted" data-testid="boost-state">
        {lead}
      </p>
      <Button variant="secondary" className="self-end" onClick={onClose}>
        Done
      </Button>
    </div>
  );
}

/**
 * Part 2 §2 the boost dialog (Latest Videos, and every list's Boost): the viewer picks a plan, its
 * checkout opens in a new tab as on /boost-plans, and the dialog stays to follow the order until
 * the webhook confirms it, so the viewer never leaves the list.
 */
export default function BoostDialog({ video, onClose }: BoostDialogProps) {
  const client = useQueryClient();
  const userId = useSession((state) => state.user?.id ?? null);
  const [followed, setFollowed] = useState<string | null>(null);
  const request = catalogueBoostRequest(video.id, video.title);
  const follow = (videoId: string) => {
    // An earlier order of this video may be cached as paid: only this order's state counts now.
    client.removeQueries({ queryKey: boostKeys.order(userId ?? '', videoId) });
    setFollowed(videoId);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Boost Video"
      description={request.videoTitle}
      placement="sheet"
    >
      {followed ? (
        <Following videoId={followed} onClose={onClose} />
      ) : (
        <PlanChoice request={request} onOpened={follow} />
      )}
    </Dialog>
  );
}

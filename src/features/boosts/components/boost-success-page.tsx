import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-classes';
import { Page } from '@/components/page';
import { useSession } from '@/lib/session';
import { boostKeys } from '../hooks/boost-keys';
import { useBoostVideo, useLatestBoostOrder } from '../hooks/use-boost-queries';

function BackToVideos() {
  return (
    <p>
      <Link to="/" className={buttonClasses('primary')}>
        Back to Videos
      </Link>
    </p>
  );
}

function untilText(boostUntil: string | null | undefined): string {
  return boostUntil ? ` It is promoted until ${new Date(boostUntil).toLocaleString()}.` : '';
}

/** The confirmation's words for the order's real state (paid, still pending, or not paid). */
function useConfirmation(videoId: string): { title: string; lead: string; waiting: boolean } {
  const userId = useSession((state) => state.user?.id ?? null);
  const loadingSession = useSession((state) => state.loading);
  const order = useLatestBoostOrder(userId, videoId);
  const video = useBoostVideo(videoId);
  const client = useQueryClient();
  const paid = order.data?.status === 'paid';
  // The video's boost end changes when the payment is confirmed: read it again then.
  useEffect(() => {
    if (paid) void client.invalidateQueries({ queryKey: boostKeys.video(videoId) });
  }, [paid, client, videoId]);
  const name = video.data?.title ? `“${video.data.title}”` : 'Your video';
  if (!loadingSession && !userId)
    return { title: 'Boost Confirmation', lead: 'Sign in to see your boost.', waiting: false };
  if (order.isError)
    return {
      title: 'Boost Confirmation',
      lead: 'Your boost could not be checked right now. Reload the page to try again.',
      waiting: false,
    };
  if (order.data === undefined)
    return { title: 'Boost Confirmation', lead: 'Checking your boost…', waiting: true };
  if (order.data === null)
    return {
      title: 'Boost Confirmation',
      lead: 'No boost order was found for this video.',
      waiting: false,
    };
  if (order.data.status === 'paid')
    return {
      title: 'Boost Activated',
      lead: `${name} is boosted for ${order.data.days === 1 ? '1 day' : `${order.data.days} days`}.${untilText(video.data?.boostUntil)}`,
      waiting: false,
    };
  if (order.data.status === 'pending')
    return {
      title: 'Boost Confirmation',
      lead: 'Waiting for the payment to be confirmed. Finish paying in the checkout tab; this page updates by itself.',
      waiting: true,
    };
  return {
    title: 'Boost Confirmation',
    lead: 'This boost payment did not go through, so nothing was charged for it. You can try again anytime.',
    waiting: false,
  };
}

/** /boost-success?videoId: confirms the boost from the order's real state, with Back to Videos. */
export default function BoostSuccessPage({ videoId }: { videoId: string }) {
  const { title, lead, waiting } = useConfirmation(videoId);
  return (
    <Page title={title}>
      <p role="status" aria-busy={waiting} className="text-ink-muted" data-testid="boost-state">
        {lead}
      </p>
      <BackToVideos />
    </Page>
  );
}

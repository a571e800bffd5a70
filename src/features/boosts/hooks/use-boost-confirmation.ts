import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '@/lib/session';
import { playSound } from '@/lib/sounds';
import { boostKeys } from './boost-keys';
import { useBoostVideo, useLatestBoostOrder } from './use-boost-queries';

export interface BoostConfirmation {
  title: string;
  lead: string;
  /** Still checking, or waiting for the payment to be confirmed. */
  waiting: boolean;
}

function untilText(boostUntil: string | null | undefined): string {
  return boostUntil ? ` It is promoted until ${new Date(boostUntil).toLocaleString()}.` : '';
}

/**
 * Part 1 §9's boost-success sound, once, when an order this screen saw waiting becomes paid: the
 * moment the boost is confirmed. An order already paid when the screen opens (a reload, a later
 * visit) or one that failed plays nothing; playSound respects the sound-effects setting.
 */
function useSoundWhenConfirmed(status: string | undefined): void {
  const sawPending = useRef(false);
  useEffect(() => {
    if (status === undefined) return;
    if (status === 'paid' && sawPending.current) playSound('boost-success');
    sawPending.current = status === 'pending';
  }, [status]);
}

/** The confirmation's words for the order's real state (paid, still pending, or not paid). */
export function useBoostConfirmation(videoId: string): BoostConfirmation {
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
  useSoundWhenConfirmed(order.data?.status);
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

import { useQuery } from '@tanstack/react-query';
import { currentAccessToken } from '@/lib/session';
import { getBoostVideo } from '../api/get-boost-video';
import { getLatestBoostOrder } from '../api/get-latest-boost-order';
import { getMyBoostableVideos } from '../api/get-my-boostable-videos';
import { getPublicVideoPage } from '../api/get-public-video-page';
import { BOOST_PICKER_PAGE } from '../model/order-selection';
import { boostKeys } from './boost-keys';

export function useBoostVideo(videoId: string) {
  return useQuery({ queryKey: boostKeys.video(videoId), queryFn: () => getBoostVideo(videoId) });
}

export function useMyBoostableVideos(userId: string | null) {
  return useQuery({
    queryKey: boostKeys.mine(userId ?? ''),
    queryFn: () => getMyBoostableVideos(userId ?? ''),
    enabled: userId !== null,
  });
}

/** The /order picker's videos: the public list (part 2 §7), asked as the signed-in member. */
export function usePickerVideos(userId: string | null) {
  return useQuery({
    queryKey: boostKeys.picker(userId ?? ''),
    queryFn: async ({ signal }) =>
      getPublicVideoPage(
        BOOST_PICKER_PAGE.limit,
        BOOST_PICKER_PAGE.offset,
        await currentAccessToken(),
        signal,
      ),
  });
}

/** How long the confirmation page keeps asking while the payment is still being confirmed. */
const CONFIRMATION_POLL_MS = 3_000;

/** The order's real state: re-read every 3 s while it is pending (the webhook may be on its way). */
export function useLatestBoostOrder(userId: string | null, videoId: string) {
  return useQuery({
    queryKey: boostKeys.order(userId ?? '', videoId),
    queryFn: () => getLatestBoostOrder(userId ?? '', videoId),
    enabled: userId !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' ? CONFIRMATION_POLL_MS : false,
  });
}

import { useMyVideos } from '../hooks/use-my-videos';

/** How many videos the user has uploaded ('–' until the list is known). */
export function MyVideoCount({ userId }: { userId: string }) {
  const { videos, status } = useMyVideos(userId);
  return <>{status === 'ready' ? videos.length.toLocaleString('en-US') : '–'}</>;
}

/** The views of all the user's videos together ('–' until the list is known). */
export function MyTotalViews({ userId }: { userId: string }) {
  const { videos, status } = useMyVideos(userId);
  const views = videos.reduce((sum, video) => sum + video.views, 0);
  return <>{status === 'ready' ? views.toLocaleString('en-US') : '–'}</>;
}

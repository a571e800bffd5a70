import { useCallback, useEffect } from 'react';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { toast } from '@/components/toast-store';
import { openAuthDialog } from '@/lib/auth-dialog';
import { currentAccessToken, useSession } from '@/lib/session';
import { getMyVideos } from '../api/get-my-videos';
import { useVideoList } from '../hooks/use-video-list';
import { videoKeys } from '../hooks/video-keys';
import { useWaitingUploads } from '../hooks/use-waiting-uploads';
import { MyVideoCard } from './my-video-card';
import { PremiumCard } from './premium-card';
import { VideoGridSkeleton } from './video-card';
import { VideoDialogs } from './video-dialogs';
import { WaitingUploadCard } from './waiting-upload-card';
import { VIDEO_MESSAGES } from '../model/messages';

/** Part 2 §9: My Videos reloads every 10 seconds. */
const MY_VIDEOS_REFRESH_MS = 10_000;

function MyVideosList({ userId }: { userId: string }) {
  const load = useCallback(
    async (signal: AbortSignal) => {
      const token = await currentAccessToken();
      if (!token) throw new Error('Not signed in');
      return getMyVideos(userId, token, signal);
    },
    [userId],
  );
  const list = useVideoList(videoKeys.list('my-videos', userId), load, {
    refreshMs: MY_VIDEOS_REFRESH_MS,
  });
  const { videos } = list;
  const waiting = useWaitingUploads(userId).filter(
    (upload) => !videos.some((video) => video.id === upload.id),
  );
  const { refresh, failed } = list;

  // Part 2: the list also reloads when browser storage changes (another tab signed in, uploaded…).
  useEffect(() => {
    window.addEventListener('storage', refresh);
    return () => window.removeEventListener('storage', refresh);
  }, [refresh]);
  useEffect(() => {
    if (failed) toast({ ...VIDEO_MESSAGES.myVideosLoadFailed, variant: 'destructive' });
  }, [failed]);

  return (
    <section aria-labelledby="my-videos-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="my-videos-heading" className="text-xl font-semibold">
          My Videos ({videos.length})
        </h2>
        <Button variant="secondary" onClick={refresh}>
          Refresh
        </Button>
      </div>
      {list.status === 'loading' && videos.length === 0 ? (
        <VideoGridSkeleton count={4} />
      ) : videos.length === 0 && waiting.length === 0 ? (
        <div className="rounded-2xl border border-line bg-surface p-6 text-center">
          <p className="text-lg font-semibold">No videos yet</p>
          <p className="text-ink-muted">Upload your first video to get started!</p>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Your videos">
          {waiting.map((upload) => (
            <WaitingUploadCard key={upload.id} upload={upload} />
          ))}
          {videos.map((video) => (
            <MyVideoCard key={video.id} video={video} />
          ))}
        </ul>
      )}
      <VideoDialogs />
    </section>
  );
}

/** /my-videos: signed-in only; the Premium card, then the user's own videos. */
export function MyVideosPage() {
  const { user, loading } = useSession();
  if (loading) return <Page title="My Videos" lead="Loading…" />;
  if (!user) {
    return (
      <Page title="My Videos" lead="Sign in to manage your videos">
        <Button className="self-start" onClick={() => openAuthDialog('signin')}>
          Sign In
        </Button>
      </Page>
    );
  }
  return (
    <Page title="My Videos">
      <PremiumCard />
      <MyVideosList userId={user.id} />
    </Page>
  );
}

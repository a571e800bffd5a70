import { useEffect } from 'react';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { toast } from '@/components/toast-store';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';
import { useMyVideos } from '../hooks/use-my-videos';
import { useWaitingUploads } from '../hooks/use-waiting-uploads';
import { MyVideoCard } from './my-video-card';
import { PremiumCard } from './premium-card';
import { VideoGridSkeleton } from './video-card';
import { VideoDialogs } from './video-dialogs';
import { WaitingUploadCard } from './waiting-upload-card';
import { VIDEO_MESSAGES } from '../model/messages';
import type { UpdateFailureText } from '../model/update-failure';

/** What the list says when it cannot load, and when an edit fails. */
export interface MyVideosMessages {
  loadFailed: UpdateFailureText;
  updateFailed: UpdateFailureText;
}

/** /my-videos's words (part 2 §8): 'Error': 'Unable to load your videos…', 'Update Failed'. */
const MY_VIDEOS_MESSAGES: MyVideosMessages = {
  loadFailed: VIDEO_MESSAGES.myVideosLoadFailed,
  updateFailed: VIDEO_MESSAGES.updateFailed,
};

/**
 * The signed-in user's own videos: the list on /my-videos and the Premium dashboard (edit,
 * delete and share through the video dialogs). `messages`: the page's own words for a failed load
 * or edit (the dashboard passes its variant, part 2 §8); /my-videos's by default.
 */
export function MyVideosList({
  userId,
  messages = MY_VIDEOS_MESSAGES,
}: {
  userId: string;
  messages?: MyVideosMessages;
}) {
  const list = useMyVideos(userId);
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
  const { loadFailed } = messages;
  useEffect(() => {
    if (failed) toast({ ...loadFailed, variant: 'destructive' });
  }, [failed, loadFailed]);

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
      <VideoDialogs updateFailed={messages.updateFailed} />
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

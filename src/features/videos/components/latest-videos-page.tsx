import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { Page } from '@/components/page';
import { toast } from '@/components/toast-store';
import { openAuthDialog } from '@/lib/auth-dialog';
import { useSession } from '@/lib/session';
import { useLikedIds } from '../hooks/use-liked-ids';
import { useVideoBackground } from '../hooks/use-video-background';
import { usePublicList } from '../hooks/use-public-list';
import { VideoDialogs } from './video-dialogs';
import { VideoListGrid } from './video-list-grid';
import { VIDEO_MESSAGES } from '../model/messages';

function PremiumPrompt() {
  return (
    <aside
      aria-labelledby="latest-premium-heading"
      className="rounded-2xl border border-brand/50 bg-gradient-to-br from-brand/25 to-surface p-4"
    >
      <h2 id="latest-premium-heading" className="text-lg font-bold">
        Join LaughLoop Premium
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Sign up to like and share your favourites, enter the weekly challenges, and with Premium
        earn rewards for watching, liking, commenting and sharing.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClasses('primary')}
          onClick={() => openAuthDialog('signup')}
        >
          Sign Up Free
        </button>
        <Link to="/premium-order" className={buttonClasses('secondary')}>
          See Premium plans
        </Link>
      </div>
    </aside>
  );
}

/** /latest-videos: intro, the Premium prompt for visitors, and 20 community videos. */
export function LatestVideosPage() {
  const signedOut = useSession((state) => !state.loading && state.user === null);
  const list = usePublicList('latest', {
    onError: () => toast({ title: VIDEO_MESSAGES.communityLoadFailed, variant: 'destructive' }),
  });
  const { videos } = list;
  useLikedIds(videos);
  useVideoBackground();
  return (
    <Page
      title="Latest Videos"
      lead="Fresh from the community: the newest clips, as they arrive. Like the ones that make you laugh, share them with friends, or boost your own to reach more people."
    >
      {signedOut && <PremiumPrompt />}
      <section aria-labelledby="latest-community-heading" className="flex flex-col gap-3">
        <h2 id="latest-community-heading" className="text-xl font-semibold">
          Community videos
        </h2>
        {list.status === 'error' && videos.length === 0 ? (
          <p className="text-ink-muted">{VIDEO_MESSAGES.communityLoadFailed}</p>
        ) : (
          <VideoListGrid
            videos={videos}
            loading={list.status === 'loading'}
            label="Community videos"
          />
        )}
      </section>
      <VideoDialogs />
    </Page>
  );
}

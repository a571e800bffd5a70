import { Link, useNavigate, useParams } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { Page } from '@/components/page';
import { useOnlineStatus } from '@/lib/online-status';
import { useSingleVideo } from '../hooks/use-single-video';
import { useLikedIds } from '../hooks/use-liked-ids';
import { useVideoBackground } from '../hooks/use-video-background';
import { VIDEO_MESSAGES } from '../model/messages';
import { categoryLabel } from '../model/shorts-feed';
import type { FeedVideo } from '../model/video';
import { playableFileUrl, videoIdFromParam } from '../model/video-links';
import { viewCountText } from '../model/view-count';
import { VideoExtras } from '@/lib/video-extras';
import { ActionBar } from './action-bar';
import { BoostBadge, OfflineBadge } from './badges';
import { InlinePlayer } from './inline-player';
import { VideoDialogs } from './video-dialogs';

const NO_VIDEOS: FeedVideo[] = [];

function NotFound() {
  return (
    <Page title="Video Not Found" lead="This video does not exist or has been removed.">
      <Link to="/shorts" className={buttonClasses('primary', 'self-start')}>
        Watch Trending Shorts
      </Link>
    </Page>
  );
}

/** A video this member reported, or whose uploader they blocked (issue 34 §2, §3). */
function HiddenVideo({ why }: { why: 'reported' | 'blocked' }) {
  const { title, lead } = VIDEO_MESSAGES.hidden[why];
  return (
    <Page title={title} lead={lead}>
      <Link to="/shorts" className={buttonClasses('primary', 'self-start')}>
        Watch Trending Shorts
      </Link>
    </Page>
  );
}

/** /video/:id, where shared links land: the video alone with its action bar. */
export function VideoPage() {
  const id = videoIdFromParam(useParams().id);
  const result = useSingleVideo(id);
  const online = useOnlineStatus();
  const navigate = useNavigate();
  const video = result.status === 'found' ? result.video : undefined;
  useLikedIds(video ? [video] : NO_VIDEOS);
  useVideoBackground();

  if (result.status === 'loading') return <Page title="Loading video…" />;
  if (result.status === 'missing') return <NotFound />;
  if (result.status === 'hidden') return <HiddenVideo why={result.why} />;
  if (result.status === 'error' || !video) {
    return (
      <Page
        title="Video unavailable"
        lead={
          online
            ? 'The video could not be loaded. Please try again.'
            : "You're offline and this video is not saved on this device."
        }
      >
        <Link to="/shorts" className={buttonClasses('secondary', 'self-start')}>
          Back to Shorts
        </Link>
      </Page>
    );
  }
  const category = categoryLabel(video.category);
  return (
    <Page title={video.title}>
      <InlinePlayer video={video} offline={!online} />
      <div className="flex flex-wrap items-center gap-2">
        <BoostBadge video={video} />
        <OfflineBadge mediaUrl={playableFileUrl(video, location.origin)} />
        <p className="text-sm text-ink-muted">
          {[category, viewCountText(video.views), video.challenge_tag].filter(Boolean).join(' · ')}
        </p>
      </div>
      <ActionBar video={video}>
        <VideoExtras videoId={video.id} title={video.title} overlay={false} />
      </ActionBar>
      <VideoDialogs onDeleted={() => void navigate('/', { replace: true })} />
    </Page>
  );
}

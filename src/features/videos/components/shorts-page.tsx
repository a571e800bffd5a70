import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { usePrefetch } from '../hooks/use-prefetch';
import { useShortsFeed } from '../hooks/use-shorts-feed';
import { useStagedCount } from '../hooks/use-staged-count';
import { useVideoBackground } from '../hooks/use-video-background';
import {
  isShortsTab,
  nextVisibleCount,
  SHORTS_INITIAL,
  type ShortsTab,
} from '../model/shorts-feed';
import type { FeedVideo } from '../model/video';
import { ShortsPlayer } from './shorts-player';
import { ShortsTabs } from './shorts-tabs';
import { VIDEO_GRID_CLASS } from './latest-section-look';
import { VideoCard, VideoGridSkeleton } from './video-card';
import { VideoDialogs } from './video-dialogs';

const LEAD =
  'The funniest short clips of the community. Tap one to watch full screen, then swipe for the next.';
/** Cards the grid shows while the list loads. */
const SKELETON_COUNT = 6;

/** Cards on a phone's first screen: their thumbnails load at once, and they render first. */
const EAGER_CARDS = 4;

const OfflineSettingsDialog = lazy(() => import('./offline-settings-dialog'));

function OfflineNotice({ count, ready }: { count: number; ready: boolean }) {
  if (!ready) return <p role="status">Checking the videos saved on this device…</p>;
  return (
    <p role="status" className="rounded-xl border border-warning/40 bg-surface-raised p-3 text-sm">
      {count > 0
        ? `You're offline. Showing only the ${count} ${count === 1 ? 'video' : 'videos'} saved on this device.`
        : "You're offline and no videos are saved on this device yet. On Wi-Fi, the next clips of the feed are saved automatically."}
    </p>
  );
}

/** /shorts: category tabs, a grid (12, then 8 more per Load More) and the full-screen player. */
export function ShortsPage() {
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab');
  const tab: ShortsTab = isShortsTab(rawTab) ? rawTab : 'All';
  const { list, videos, online, offlineReady } = useShortsFeed(tab);
  const [visible, setVisible] = useState({ tab, count: SHORTS_INITIAL });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const panelId = useId();
  const { prefetchFrom, touch } = usePrefetch();
  const navigate = useNavigate();
  // Opened from the grid: closing goes back (so Back never reopens it); opened by a link: it replaces.
  const openedHere = useRef(false);
  useVideoBackground();

  const count = visible.tab === tab ? visible.count : SHORTS_INITIAL;
  const shown = useStagedCount(count, EAGER_CARDS);
  const playingId = params.get('play');
  const startIndex = playingId ? videos.findIndex((video) => video.id === playingId) : -1;

  useEffect(() => {
    if (online && offlineReady && list.source === 'network') prefetchFrom(videos, 0);
  }, [online, offlineReady, list.source, videos, prefetchFrom]);

  const changeTab = (next: ShortsTab) => {
    // Every tab starts again at 12, All included.
    setVisible({ tab: next, count: SHORTS_INITIAL });
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'All') updated.delete('tab');
      else updated.set('tab', next);
      return updated;
    });
  };
  // Stable, so the memoized cards skip re-rendering when the page does.
  const open = useCallback(
    (video: FeedVideo) => {
      openedHere.current = true;
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('play', video.id);
        return updated;
      });
    },
    [setParams],
  );
  const close = useCallback(() => {
    if (openedHere.current) {
      openedHere.current = false;
      void navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('play');
        return updated;
      },
      { replace: true },
    );
  }, [navigate, setParams]);
  const onActiveChange = useCallback(
    (index: number) => prefetchFrom(videos, index + 1),
    [prefetchFrom, videos],
  );

  return (
    <Page title="Trending Shorts" lead={LEAD}>
      <div className="flex items-center justify-between gap-2">
        <ShortsTabs tab={tab} panelId={panelId} onChange={changeTab} />
      </div>
      <Button variant="ghost" className="self-start" onClick={() => setSettingsOpen(true)}>
        Offline viewing settings
      </Button>
      {!online && <OfflineNotice count={videos.length} ready={offlineReady} />}
      <div
        id={panelId}
        role="tabpanel"
        aria-label={`${tab} shorts`}
        className="flex flex-col gap-4"
      >
        {/* The cards' titles are h3s: this names their level under the page's h1 (heading-order). */}
        <h2 className="sr-only">{`${tab} shorts`}</h2>
        {list.status === 'loading' ? (
          <VideoGridSkeleton count={SKELETON_COUNT} />
        ) : videos.length === 0 ? (
          online && (
            <p className="text-ink-muted">
              No {tab === 'All' ? '' : `${tab.toLowerCase()} `}shorts yet.
            </p>
          )
        ) : (
          <ul className={VIDEO_GRID_CLASS} aria-label="Shorts">
            {videos.slice(0, shown).map((video, index) => (
              <VideoCard key={video.id} video={video} onOpen={open} eager={index < EAGER_CARDS} />
            ))}
          </ul>
        )}
        {count < videos.length && (
          <Button
            variant="secondary"
            className="self-center"
            onClick={() => setVisible({ tab, count: nextVisibleCount(count, videos.length) })}
          >
            Load More
          </Button>
        )}
      </div>
      {startIndex >= 0 && (
        <ShortsPlayer
          videos={videos}
          startIndex={startIndex}
          onClose={close}
          onActiveChange={onActiveChange}
          onWatched={touch}
        />
      )}
      <VideoDialogs />
      {settingsOpen && (
        <Suspense fallback={null}>
          <OfflineSettingsDialog onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </Page>
  );
}

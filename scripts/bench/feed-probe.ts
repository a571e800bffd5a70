/**
 * What the feed benchmark reads inside the page. All times are performance.now() values, so they
 * count from the navigation start of the document (performance.timeOrigin).
 */
export interface FeedProbe {
  /** Presentation time of the first frame of the first clip on screen (requestVideoFrameCallback). */
  firstFrame: number | null;
  firstLoadedData: number | null;
  firstPlaying: number | null;
  /** Each swipe: when the finger touched down and lifted. */
  touches: { start: number; end: number | null }[];
  /** Every 'playing' of the clip on screen. */
  activePlays: number[];
  /** Every <video> the page created, kept so the quality of removed ones can still be read. */
  videos: HTMLVideoElement[];
  longAnimationFrames: number[];
  longTasks: number[];
}

declare global {
  interface Window {
    __feedProbe?: FeedProbe;
  }
}

/**
 * Installed with page.addInitScript before any app code runs. Self-contained: Playwright sends
 * its source text to the page.
 */
export function installFeedProbe(): void {
  const probe: FeedProbe = {
    firstFrame: null,
    firstLoadedData: null,
    firstPlaying: null,
    touches: [],
    activePlays: [],
    videos: [],
    longAnimationFrames: [],
    longTasks: [],
  };
  window.__feedProbe = probe;
  const isActive = (video: HTMLVideoElement) => video.dataset.testid === 'active-short';

  const watch = (video: HTMLVideoElement) => {
    if (probe.videos.includes(video)) return;
    probe.videos.push(video);
    const onFrame: VideoFrameRequestCallback = (now, metadata) => {
      if (probe.firstFrame !== null) return;
      if (isActive(video)) probe.firstFrame = metadata.presentationTime || now;
      else video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
    video.addEventListener('loadeddata', () => {
      if (isActive(video)) probe.firstLoadedData ??= performance.now();
    });
    video.addEventListener('playing', () => {
      if (!isActive(video)) return;
      probe.firstPlaying ??= performance.now();
      probe.activePlays.push(performance.now());
    });
  };
  new MutationObserver(() => document.querySelectorAll('video').forEach(watch)).observe(document, {
    childList: true,
    subtree: true,
  });
  const touch = { capture: true, passive: true };
  addEventListener(
    'touchstart',
    () => probe.touches.push({ start: performance.now(), end: null }),
    touch,
  );
  addEventListener(
    'touchend',
    () => {
      const last = probe.touches.at(-1);
      if (last) last.end = performance.now();
    },
    touch,
  );

  const observe = (type: string, into: number[]) => {
    try {
      new PerformanceObserver((list) =>
        into.push(...list.getEntries().map((entry) => entry.duration)),
      ).observe({ type, buffered: true });
    } catch {
      // This browser does not report that entry type.
    }
  };
  observe('long-animation-frame', probe.longAnimationFrames);
  observe('longtask', probe.longTasks);
}

/** Decoded and dropped frames summed over every <video> the page made (page side). */
export function readPlaybackQuality(): { total: number; dropped: number } {
  const videos = window.__feedProbe?.videos ?? [];
  return videos.reduce(
    (sum, video) => {
      const quality = video.getVideoPlaybackQuality();
      return {
        total: sum.total + quality.totalVideoFrames,
        dropped: sum.dropped + quality.droppedVideoFrames,
      };
    },
    { total: 0, dropped: 0 },
  );
}

/**
 * Per swipe: finger lifted → the clip it brought fires 'playing' (ms). A clip that started before
 * the finger lifted counts as 0; a swipe that brought no playing clip is left out.
 */
export function swipeLatencies(probe: Pick<FeedProbe, 'touches' | 'activePlays'>): number[] {
  return probe.touches.flatMap(({ start, end }, index) => {
    const nextStart = probe.touches[index + 1]?.start ?? Infinity;
    const played = probe.activePlays.find((at) => at > start && at < nextStart);
    return played === undefined || end === null ? [] : [Math.max(0, played - end)];
  });
}

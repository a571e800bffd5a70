import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FeedVideo } from '../model/video';
import { toggleMuted, usePlayerStore } from '../stores/player-store';
import { CloseIcon, SpeakerIcon } from './icons';
import { ShortSlide } from './short-slide';

export interface ShortsPlayerProps {
  videos: FeedVideo[];
  startIndex: number;
  onClose(): void;
  /** Called with the index of the clip on screen (to prefetch the ones after it). */
  onActiveChange?(index: number): void;
  onWatched?(url: string): void;
}

const NEXT_KEYS = new Set(['ArrowDown', 'PageDown', 'j']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'PageUp', 'k']);

/** Keys typed into a field or a dialog are not player commands. */
function isForSomethingElse(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  return (
    event.defaultPrevented || !!target?.closest('dialog, input, textarea, select, [role="menu"]')
  );
}

/**
 * The full-screen vertical feed: CSS scroll snapping gives one clip per screen and native swipes;
 * arrow keys (and j/k) move too, Escape closes. The clip mostly in view is the active one.
 */
export function ShortsPlayer({
  videos,
  startIndex,
  onClose,
  onActiveChange,
  onWatched,
}: ShortsPlayerProps) {
  const [active, setActive] = useState(startIndex);
  const scroller = useRef<HTMLDivElement>(null);
  const muted = usePlayerStore((state) => state.muted);

  const slideAt = (index: number) =>
    scroller.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
  const go = useCallback(
    (index: number) => {
      if (index < 0 || index >= videos.length) return;
      const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
      scroller.current
        ?.querySelector<HTMLElement>(`[data-index="${index}"]`)
        ?.scrollIntoView({ behavior: smooth ? 'smooth' : 'instant', block: 'start' });
    },
    [videos.length],
  );

  useLayoutEffect(() => {
    slideAt(startIndex)?.scrollIntoView({ block: 'start' });
    scroller.current?.focus({ preventScroll: true });
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
    // Only the opening position: later changes of startIndex come from this player.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const root = scroller.current;
    if (!root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setActive(Number((entry.target as HTMLElement).dataset.index));
        }
      },
      { root, threshold: 0.6 },
    );
    root.querySelectorAll('[data-index]').forEach((slide) => observer.observe(slide));
    return () => observer.disconnect();
  }, [videos]);

  useEffect(() => onActiveChange?.(active), [active, onActiveChange]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isForSomethingElse(event)) return;
      if (NEXT_KEYS.has(event.key)) go(active + 1);
      else if (PREVIOUS_KEYS.has(event.key)) go(active - 1);
      else if (event.key === 'Escape') onClose();
      else if (event.key === 'm') toggleMuted();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active, go, onClose]);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Shorts player"
      className="fixed inset-0 z-50 bg-black"
    >
      <div
        ref={scroller}
        tabIndex={-1}
        data-testid="shorts-player"
        className="h-dvh snap-y snap-mandatory overflow-y-scroll overscroll-contain outline-none [scrollbar-width:none]"
      >
        {videos.map((video, index) => (
          <ShortSlide
            key={video.id}
            video={video}
            index={index}
            active={index === active}
            near={Math.abs(index - active) <= 1}
            next={index === active + 1}
            onWatched={onWatched}
          />
        ))}
      </div>
      <div className="absolute inset-x-0 top-0 flex items-center justify-between p-2 pt-[max(0.5rem,env(safe-area-inset-top))] text-white">
        <button
          type="button"
          onClick={onClose}
          aria-label="Close player"
          className="grid size-11 place-items-center rounded-full bg-black/50"
        >
          <CloseIcon />
        </button>
        <p className="rounded-full bg-black/50 px-3 py-1 text-sm tabular-nums" aria-live="polite">
          {active + 1} / {videos.length}
        </p>
        <button
          type="button"
          onClick={toggleMuted}
          aria-label={muted ? 'Unmute' : 'Mute'}
          aria-pressed={!muted}
          className="grid size-11 place-items-center rounded-full bg-black/50"
        >
          <SpeakerIcon muted={muted} />
        </button>
      </div>
    </div>
  );
}

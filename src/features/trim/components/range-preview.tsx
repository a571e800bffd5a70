import { useEffect, useRef, useState } from 'react';
import type { TrimRange } from '@/lib/media/trim-plan';

/** How far before the start a seek may land before it is brought back (a keyframe's slack). */
const SEEK_SLACK_SECONDS = 0.25;

function useObjectUrl(blob: Blob): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/**
 * The video with its own controls, playing only the kept part: Play starts at the start handle,
 * playback stops at the end handle (and goes back to the start), a seek before the start is
 * brought to it. Moving the start handle shows its frame.
 */
export function RangePreview({
  video,
  range,
  label,
}: {
  video: Blob;
  range: TrimRange;
  label: string;
}) {
  const element = useRef<HTMLVideoElement>(null);
  const url = useObjectUrl(video);
  const current = useRef(range);
  current.current = range;

  useEffect(() => {
    const player = element.current;
    if (player?.paused) player.currentTime = range.startSeconds;
  }, [range.startSeconds]);

  useEffect(() => {
    const player = element.current;
    if (!player) return;
    let frame = 0;
    const keepInside = () => {
      const { startSeconds, endSeconds } = current.current;
      if (player.currentTime >= endSeconds) {
        player.pause();
        player.currentTime = startSeconds;
      } else if (player.currentTime < startSeconds - SEEK_SLACK_SECONDS) {
        player.currentTime = startSeconds;
      }
    };
    // timeupdate comes 4 times a second: while playing, each frame is checked.
    const tick = () => {
      keepInside();
      if (!player.paused) frame = requestAnimationFrame(tick);
    };
    const onPlay = () => {
      const { startSeconds, endSeconds } = current.current;
      if (
        player.currentTime < startSeconds - SEEK_SLACK_SECONDS ||
        player.currentTime >= endSeconds
      )
        player.currentTime = startSeconds;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(tick);
    };
    player.addEventListener('play', onPlay);
    player.addEventListener('timeupdate', keepInside);
    return () => {
      cancelAnimationFrame(frame);
      player.removeEventListener('play', onPlay);
      player.removeEventListener('timeupdate', keepInside);
    };
  }, []);

  return (
    <video
      ref={element}
      src={url ?? undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={label}
      className="mx-auto aspect-[9/16] max-h-[50dvh] w-full max-w-xs rounded-2xl bg-black object-contain"
    />
  );
}

import { useEffect, useState } from 'react';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import type { GuideEntry } from '../model/guide-entry';
import { TUTORIAL_ANIMATION_MS } from '../model/timing';

export interface TutorialAnimationProps {
  entry: GuideEntry;
  /** How many times Show demo was pressed: each press plays the tutorial again. */
  run: number;
}

const FRAME_CLASS =
  'relative flex min-h-32 gap-3 overflow-hidden rounded-xl border border-line bg-stage p-3';

/** A small phone drawn in CSS, with a finger tapping the step's button. */
function Phone({ tapping }: { tapping: boolean }) {
  return (
    <div className="relative aspect-[9/16] w-16 shrink-0 rounded-lg border-2 border-ink-muted/60 bg-surface-raised">
      <div className="absolute inset-x-2 top-2 h-8 rounded bg-brand/30" />
      <div className="absolute inset-x-2 bottom-3 h-3 rounded bg-brand" />
      {tapping && (
        <span className="absolute bottom-2 right-2 size-5 rounded-full bg-brand-soft/80 motion-safe:animate-ping" />
      )}
    </div>
  );
}

/** Under reduced motion (or before the first demo): the same text, standing still. */
function StillFrame({ entry }: { entry: GuideEntry }) {
  return (
    <div className={FRAME_CLASS} data-tutorial="still">
      <Phone tapping={false} />
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-semibold">Video tutorial: {entry.title}</p>
        <ol className="list-decimal pl-5 text-ink-muted">
          {entry.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/** The step on screen, moving on evenly so the whole tutorial lasts 5 seconds. */
function useFrame(frames: number): { frame: number; done: boolean } {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const slice = TUTORIAL_ANIMATION_MS / frames;
    let count = 0;
    const timer = setInterval(() => {
      count += 1;
      setElapsed(count);
      // Done after the last frame: no more renders while the entry stays open.
      if (count >= frames) clearInterval(timer);
    }, slice);
    return () => clearInterval(timer);
  }, [frames]);
  return { frame: Math.min(elapsed, frames - 1), done: elapsed >= frames };
}

function PlayingFrame({ entry }: { entry: GuideEntry }) {
  const { frame, done } = useFrame(entry.steps.length);
  const [started, setStarted] = useState(false);
  // Two frames: the bar must be painted empty once before it can grow.
  useEffect(() => {
    let handle = requestAnimationFrame(() => {
      handle = requestAnimationFrame(() => setStarted(true));
    });
    return () => cancelAnimationFrame(handle);
  }, []);
  return (
    <div className={FRAME_CLASS} data-tutorial={done ? 'done' : 'playing'}>
      <Phone tapping={!done} />
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-semibold">Video tutorial: {entry.title}</p>
        <p className="text-ink-muted">
          Step {frame + 1} of {entry.steps.length}
        </p>
        <p key={frame}>{entry.steps[frame]}</p>
      </div>
      <div
        className="absolute inset-x-0 bottom-0 h-1 origin-left bg-brand-soft ease-linear"
        style={{
          transform: `scaleX(${started ? 1 : 0})`,
          transitionProperty: 'transform',
          transitionDuration: `${TUTORIAL_ANIMATION_MS}ms`,
        }}
      />
    </div>
  );
}

/**
 * Part 2 §4: the video-tutorial animation, 5 seconds of the entry's steps one after another. It
 * repeats the steps listed above it, so assistive technology skips it.
 */
export function TutorialAnimation({ entry, run }: TutorialAnimationProps) {
  const reduced = useReducedMotion();
  return (
    <div aria-hidden="true">
      {reduced || run === 0 ? (
        <StillFrame entry={entry} />
      ) : (
        <PlayingFrame key={run} entry={entry} />
      )}
    </div>
  );
}

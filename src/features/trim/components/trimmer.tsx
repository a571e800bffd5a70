import { useId, useRef } from 'react';
import { Button } from '@/components/button';
import { keptSeconds, MAX_KEPT_SECONDS, MIN_KEPT_SECONDS } from '@/lib/media/trim-plan';
import type { TrimmerProps } from '@/lib/trim-slot';
import { lengthText, moveHandle } from '../model/trim-format';
import { Filmstrip, type FilmstripLoader } from './filmstrip';
import { RangePreview } from './range-preview';
import { TrimHandle } from './trim-handle';

const percent = (seconds: number, duration: number) => `${(seconds / duration) * 100}%`;

/**
 * Trim before upload (issue 39): the preview playing only the kept part, start and end handles
 * over a filmstrip, and the kept length against the 5-minute limit. The range belongs to the form
 * that shows it; the cut is made when it is submitted.
 */
export function Trimmer({
  video,
  durationSeconds,
  range,
  onRangeChange,
  label,
  disabled = false,
  loadFrames,
}: TrimmerProps & { loadFrames?: FilmstripLoader }) {
  const track = useRef<HTMLDivElement>(null);
  const lengthId = useId();
  if (!(durationSeconds > MIN_KEPT_SECONDS))
    return <RangePreview video={video} range={range} label={label} />;
  const length = lengthText(keptSeconds(range));
  const move = (which: 'start' | 'end') => (to: number) =>
    onRangeChange(moveHandle(range, which, to, durationSeconds));
  const gap = MIN_KEPT_SECONDS;
  return (
    <section aria-label="Trim" aria-describedby={lengthId} className="flex flex-col gap-3">
      <RangePreview video={video} range={range} label={label} />
      <div ref={track} className="relative mx-6 h-16">
        <Filmstrip video={video} {...(loadFrames ? { load: loadFrames } : {})} />
        <div
          aria-hidden
          className="absolute inset-y-0 left-0 rounded-l-lg bg-black/65"
          style={{ width: percent(range.startSeconds, durationSeconds) }}
        />
        <div
          aria-hidden
          className="absolute inset-y-0 right-0 rounded-r-lg bg-black/65"
          style={{ width: percent(durationSeconds - range.endSeconds, durationSeconds) }}
        />
        <TrimHandle
          label="Trim start"
          value={range.startSeconds}
          min={0}
          max={range.endSeconds - gap}
          durationSeconds={durationSeconds}
          track={track}
          disabled={disabled}
          onMove={move('start')}
        />
        <TrimHandle
          label="Trim end"
          value={range.endSeconds}
          min={range.startSeconds + gap}
          max={durationSeconds}
          durationSeconds={durationSeconds}
          track={track}
          disabled={disabled}
          onMove={move('end')}
        />
      </div>
      <p id={lengthId} className={`text-sm ${length.over ? 'text-danger' : 'text-ink-muted'}`}>
        {length.text}
      </p>
      {length.over && (
        <Button
          variant="secondary"
          disabled={disabled}
          onClick={() =>
            onRangeChange({
              startSeconds: range.startSeconds,
              endSeconds: range.startSeconds + MAX_KEPT_SECONDS,
            })
          }
        >
          Keep 5 minutes from the start handle
        </Button>
      )}
    </section>
  );
}

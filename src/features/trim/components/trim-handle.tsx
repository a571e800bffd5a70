import type { PointerEvent, RefObject } from 'react';
import { keyTarget, secondsText } from '../model/trim-format';

export interface TrimHandleProps {
  label: string;
  value: number;
  /** Where this handle may go (the other handle keeps it a second away). */
  min: number;
  max: number;
  durationSeconds: number;
  /** The filmstrip the handle slides over: a pointer's place is measured against it. */
  track: RefObject<HTMLDivElement | null>;
  disabled?: boolean;
  onMove(seconds: number): void;
}

const tenths = (value: number) => Math.round(value * 10) / 10;

/**
 * One end of the kept part: a slider (arrows move it a tenth of a second, Page Up/Down a second,
 * Home/End to its limits) that a finger or a mouse drags along the filmstrip.
 */
export function TrimHandle({
  label,
  value,
  min,
  max,
  durationSeconds,
  track,
  disabled = false,
  onMove,
}: TrimHandleProps) {
  const drag = (event: PointerEvent<HTMLDivElement>) => {
    const box = track.current?.getBoundingClientRect();
    if (!box || box.width <= 0) return;
    onMove(((event.clientX - box.left) / box.width) * durationSeconds);
  };
  return (
    <div
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-orientation="horizontal"
      aria-valuemin={tenths(min)}
      aria-valuemax={tenths(max)}
      aria-valuenow={tenths(value)}
      aria-valuetext={secondsText(value)}
      aria-disabled={disabled || undefined}
      onKeyDown={(event) => {
        if (disabled) return;
        const to = keyTarget(event.key, value, { min, max });
        if (to === null) return;
        event.preventDefault();
        onMove(to);
      }}
      onPointerDown={(event) => {
        if (disabled) return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        drag(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture?.(event.pointerId)) drag(event);
      }}
      style={{ left: `${(value / durationSeconds) * 100}%` }}
      className="absolute top-0 z-10 flex h-full w-11 -translate-x-1/2 cursor-ew-resize touch-none justify-center rounded-md outline-none focus-visible:ring-2 focus-visible:ring-brand"
    >
      <span
        aria-hidden
        className="h-full w-2 rounded-full border border-black/40 bg-white shadow"
      />
    </div>
  );
}

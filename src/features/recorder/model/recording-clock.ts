import { MAX_RECORDING_SECONDS } from './recording-settings';

/**
 * A take's recorded time (issue 39): it runs while the camera records and stands still while the
 * take is paused, so the timer, the 300 s limit, each chunk's saved length and the WebM header's
 * Duration all count recorded time, never wall-clock time. Times are milliseconds from one
 * monotonic clock (performance.now()).
 */
export interface RecordingClock {
  /** Time recorded before the current run (the sum of the runs that ended in a pause). */
  readonly bankedMs: number;
  /** When the current run started; null while paused. */
  readonly runningSince: number | null;
}

export function startClock(now: number): RecordingClock {
  return { bankedMs: 0, runningSince: now };
}

export function pauseClock(clock: RecordingClock, now: number): RecordingClock {
  if (clock.runningSince === null) return clock;
  return { bankedMs: clock.bankedMs + Math.max(0, now - clock.runningSince), runningSince: null };
}

export function resumeClock(clock: RecordingClock, now: number): RecordingClock {
  return clock.runningSince === null ? { ...clock, runningSince: now } : clock;
}

export function isPaused(clock: RecordingClock): boolean {
  return clock.runningSince === null;
}

/** Seconds recorded so far, capped at the 300 s limit. */
export function recordedSeconds(clock: RecordingClock, now: number): number {
  const running = clock.runningSince === null ? 0 : Math.max(0, now - clock.runningSince);
  return Math.min(MAX_RECORDING_SECONDS, (clock.bankedMs + running) / 1000);
}

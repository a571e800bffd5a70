import type { ChallengeEntryIntent } from '@/lib/challenge-entry';
import { requestEntryTicket } from '@/lib/entry-ticket';
import { appendChunk, finishTake, setTakeEntry } from '../data/take-store';
import { INTERRUPTED_AFTER_MS, takeLockName, touchTake } from '../data/take-recovery';
import { takeBlob } from '../data/take-media';
import {
  isPaused,
  pauseClock,
  recordedSeconds,
  resumeClock,
  type RecordingClock,
} from '../model/recording-clock';
import { NOTHING_RECORDED, saveFailedMessage } from '../model/save-errors';

/** One take being recorded: its MediaRecorder, its clock and the chain of writes to disk. */
export interface Session {
  recorder: MediaRecorder;
  takeId: string;
  /** Recorded time: stands still while the take is paused. */
  clock: RecordingClock;
  pausable: boolean;
  /** When a paused take's row was last touched (only where Web Locks are missing). */
  touchedAt: number;
  seq: number;
  /** Chunk writes run one after another, in order. */
  writes: Promise<void>;
  timer: ReturnType<typeof setInterval>;
  /** A write failed: later chunks are dropped (a gap would break the media) and recording stops. */
  failed: boolean;
  onError(message: string): void;
  /** Stops the recording after a failed write; what reached disk becomes a draft. */
  halt(): void;
  /** Lets go of the take's Web Lock, which tells other tabs the take is no longer live. */
  releaseLock(): void;
  /** The challenge the take is recorded for: its ticket is asked for once the take is finished. */
  challenge: ChallengeEntryIntent | null;
}

/** User Timing entries the recorder benchmark reads (scripts/bench/recorder.ts). */
const CHUNK_WRITE_MEASURE = 'laughloop:take-chunk-write';

export const elapsedSeconds = (session: Session): number =>
  recordedSeconds(session.clock, performance.now());

/**
 * The first failed write is reported once — a full disk with what to do — and ends the take:
 * the chunks already stored stay, in order, and become a draft.
 */
export function queueWrite(session: Session, write: () => Promise<void>): void {
  session.writes = session.writes
    .then(() => (session.failed ? undefined : write()))
    .catch((error: unknown) => {
      if (session.failed) return;
      session.failed = true;
      console.error('Could not save the take', error);
      session.onError(saveFailedMessage(error));
      session.halt();
    });
}

export function writeChunk(session: Session, data: Blob): void {
  if (data.size === 0) return;
  const seq = session.seq++;
  const duration = elapsedSeconds(session);
  queueWrite(session, async () => {
    const started = performance.now();
    await appendChunk(session.takeId, seq, data, duration, Date.now());
    performance.measure(CHUNK_WRITE_MEASURE, { start: started, end: performance.now() });
  });
}

/**
 * Held until the take is finished; a closed tab or a crash drops it, marking the take interrupted.
 * Resolves once granted: the take's row is written only then, so no row is ever unlocked while it
 * is being recorded (Drafts' recovery would take it for a crashed one).
 */
export function holdTakeLock(session: Session): Promise<void> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return Promise.resolve();
  const held = new Promise<void>((resolve) => (session.releaseLock = resolve));
  return new Promise<void>((granted) => {
    locks
      .request(takeLockName(session.takeId), () => {
        granted();
        return held;
      })
      .catch(() => granted());
  });
}

/**
 * A finished take for a challenge asks for its entry ticket, bound to the take's bytes (issue 34
 * §5: a ticket covers one file, so it is asked for when the file is final, at server time). A take
 * finished before the deadline then still counts when it uploads late, within the grace window;
 * offline it gets none. After the take is saved: a refused or lost ticket never costs a take.
 */
export async function attachTicket(takeId: string, intent: ChallengeEntryIntent): Promise<void> {
  try {
    const media = await takeBlob(takeId);
    const ticket = media ? await requestEntryTicket(intent.challengeId, media) : null;
    if (ticket) await setTakeEntry(takeId, { ...intent, ticket });
  } catch (error) {
    console.warn('The entry ticket was not saved with the take', error);
  }
}

/** Stops the recorder, waits for its last chunk to reach disk and turns the take into a draft. */
export async function endSession(session: Session): Promise<number | null> {
  clearInterval(session.timer);
  const duration = elapsedSeconds(session);
  if (session.recorder.state !== 'inactive') {
    const stopped = new Promise<void>((resolve) =>
      session.recorder.addEventListener('stop', () => resolve(), { once: true }),
    );
    session.recorder.stop();
    await stopped;
  }
  try {
    await session.writes;
    const take = await finishTake(session.takeId, Date.now(), duration);
    if (take) return take.duration;
    // No take: it stored no data and finishing removed it (or its row was never written). Either
    // a write failed (already said) or the camera gave no data at all: nothing to preview or send.
    if (!session.failed) session.onError(NOTHING_RECORDED);
    return null;
  } finally {
    // Even when finishing failed: the take then shows up in Drafts as interrupted.
    session.releaseLock();
  }
}

/**
 * Pauses the take: the recorder keeps one file and one timeline (MediaRecorder.pause()), and the
 * clock stands still. What the encoder holds is flushed to disk at once, so a crash while paused
 * keeps every recorded second. False when the browser refused to pause.
 */
export function pauseSession(session: Session): boolean {
  if (!session.pausable || session.recorder.state !== 'recording') return false;
  try {
    session.recorder.pause();
  } catch (error) {
    console.error('Could not pause the recording', error);
    return false;
  }
  const now = performance.now();
  session.clock = pauseClock(session.clock, now);
  session.touchedAt = now;
  try {
    session.recorder.requestData();
  } catch (error) {
    // The chunk then comes with the next one or at the stop; the pause itself took effect.
    console.warn('Could not flush the paused take', error);
  }
  return true;
}

/** Resumes a paused take on the same timeline. False when the recorder cannot go on. */
export function resumeSession(session: Session): boolean {
  if (session.recorder.state !== 'paused') return false;
  try {
    session.recorder.resume();
  } catch (error) {
    // Its tracks ended while paused (a phone locked, the camera taken): the take is finished.
    console.error('Could not resume the recording', error);
    return false;
  }
  session.clock = resumeClock(session.clock, performance.now());
  return true;
}

export const sessionPaused = (session: Session): boolean => isPaused(session.clock);

/**
 * Without Web Locks, a take is taken for cut off once its row has not changed for
 * INTERRUPTED_AFTER_MS, and no chunk arrives while it is paused: its row is touched meanwhile.
 */
export function keepPausedTakeFresh(session: Session, now: number): void {
  if (globalThis.navigator?.locks || now - session.touchedAt < INTERRUPTED_AFTER_MS / 2) return;
  session.touchedAt = now;
  touchTake(session.takeId, Date.now()).catch((error: unknown) =>
    console.warn('Could not mark the paused take as live', error),
  );
}

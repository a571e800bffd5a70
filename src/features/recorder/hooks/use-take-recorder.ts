import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChallengeEntryIntent } from '@/lib/challenge-entry';
import { requestEntryTicket } from '@/lib/entry-ticket';
import { randomUuid } from '@/lib/random-uuid';
import {
  appendChunk,
  createTake,
  finishTake,
  setTakeEntry,
  takeLockName,
} from '../data/take-store';
import { requestPersistentStorage } from '../data/device-storage';
import { takeBlob } from '../data/take-media';
import { CAMERA_MESSAGES } from '../model/camera-errors';
import { NOTHING_RECORDED, saveFailedMessage } from '../model/save-errors';
import {
  AUDIO_BITS_PER_SECOND,
  chooseRecorderMime,
  MAX_RECORDING_SECONDS,
  TIMESLICE_MS,
  VIDEO_BITS_PER_SECOND,
} from '../model/recording-settings';

export type RecorderState =
  | { status: 'idle' }
  | { status: 'recording'; takeId: string; elapsed: number }
  | { status: 'saving'; takeId: string }
  | { status: 'recorded'; takeId: string; duration: number };

interface Session {
  recorder: MediaRecorder;
  takeId: string;
  startedAt: number;
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
export const CHUNK_WRITE_MEASURE = 'laughloop:take-chunk-write';

const elapsedSeconds = (session: Session) =>
  Math.min(MAX_RECORDING_SECONDS, (performance.now() - session.startedAt) / 1000);

/**
 * The first failed write is reported once — a full disk with what to do — and ends the take:
 * the chunks already stored stay, in order, and become a draft.
 */
function queueWrite(session: Session, write: () => Promise<void>): void {
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

function writeChunk(session: Session, data: Blob): void {
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
function holdTakeLock(session: Session): Promise<void> {
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
async function attachTicket(takeId: string, intent: ChallengeEntryIntent): Promise<void> {
  try {
    const media = await takeBlob(takeId);
    const ticket = media ? await requestEntryTicket(intent.challengeId, media) : null;
    if (ticket) await setTakeEntry(takeId, { ...intent, ticket });
  } catch (error) {
    console.warn('The entry ticket was not saved with the take', error);
  }
}

/** Stops the recorder, waits for its last chunk to reach disk and turns the take into a draft. */
async function endSession(session: Session): Promise<number | null> {
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
    // No row: it is written with the first chunk, so either that write failed (already said) or
    // the camera gave no data at all. Either way there is no take to preview or send.
    if (!session.failed) session.onError(NOTHING_RECORDED);
    return null;
  } finally {
    // Even when finishing failed: the take then shows up in Drafts as interrupted.
    session.releaseLock();
  }
}

/**
 * MediaRecorder with a 1 s timeslice: each chunk is appended to the take in IndexedDB as it
 * arrives, so neither memory nor a crash holds the recording. Stops itself at 300 s.
 */
export function useTakeRecorder(onError: (message: string) => void) {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const session = useRef<Session | null>(null);

  const stop = useCallback(async () => {
    const current = session.current;
    if (!current) return;
    session.current = null;
    setState({ status: 'saving', takeId: current.takeId });
    try {
      const duration = await endSession(current);
      if (duration !== null && current.challenge)
        void attachTicket(current.takeId, current.challenge);
      setState(
        duration === null
          ? { status: 'idle' }
          : { status: 'recorded', takeId: current.takeId, duration },
      );
    } catch (error) {
      // The take stays 'recording' and comes back from Drafts' recovery as an interrupted take.
      console.error('Could not finish the take', error);
      if (!current.failed) current.onError(saveFailedMessage(error));
      setState({ status: 'idle' });
    }
  }, []);

  const start = useCallback(
    (stream: MediaStream, challenge: ChallengeEntryIntent | null = null) => {
      const mimeType = chooseRecorderMime(
        globalThis.MediaRecorder?.isTypeSupported?.bind(MediaRecorder),
      );
      let recorder: MediaRecorder;
      try {
        recorder = new MediaRecorder(stream, {
          ...(mimeType ? { mimeType } : {}),
          videoBitsPerSecond: VIDEO_BITS_PER_SECOND,
          audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
        });
        recorder.start(TIMESLICE_MS);
      } catch (error) {
        // An unsupported type or an ended track: nothing was stored, so there is no take to keep.
        console.error('Could not start recording', error);
        onError(CAMERA_MESSAGES.generic);
        setState({ status: 'idle' });
        return;
      }
      const takeId = randomUuid();
      const current: Session = {
        recorder,
        takeId,
        startedAt: performance.now(),
        seq: 0,
        writes: Promise.resolve(),
        failed: false,
        onError,
        halt: () => void stop(),
        releaseLock: () => undefined,
        challenge,
        timer: setInterval(() => {
          const elapsed = elapsedSeconds(current);
          if (elapsed >= MAX_RECORDING_SECONDS) void stop();
          else setState({ status: 'recording', takeId, elapsed });
        }, 250),
      };
      const locked = holdTakeLock(current);
      queueWrite(current, async () => {
        await locked;
        const type = recorder.mimeType || mimeType || 'video/webm';
        await createTake(takeId, type, Date.now(), challenge ?? undefined);
        requestPersistentStorage();
      });
      recorder.addEventListener('dataavailable', (event) => writeChunk(current, event.data));
      recorder.addEventListener('error', () => void stop());
      session.current = current;
      setState({ status: 'recording', takeId, elapsed: 0 });
    },
    [onError, stop],
  );

  const clear = useCallback(() => setState({ status: 'idle' }), []);
  const show = useCallback(
    (takeId: string, duration: number) => setState({ status: 'recorded', takeId, duration }),
    [],
  );

  useEffect(() => {
    // Going to the background flushes what the encoder holds, in case the app is killed there.
    const flush = () => {
      if (document.visibilityState === 'hidden' && session.current?.recorder.state === 'recording')
        session.current.recorder.requestData();
    };
    document.addEventListener('visibilitychange', flush);
    return () => {
      document.removeEventListener('visibilitychange', flush);
      // Closing the recorder mid-take keeps what was recorded as a draft.
      const current = session.current;
      session.current = null;
      if (current)
        void endSession(current).then(
          (duration) => {
            if (duration !== null && current.challenge)
              void attachTicket(current.takeId, current.challenge);
          },
          (error: unknown) => console.error('Could not finish the take', error),
        );
    };
  }, []);

  return { state, start, stop, clear, show };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChallengeEntryIntent } from '@/lib/challenge-entry';
import { randomUuid } from '@/lib/random-uuid';
import { createTake } from '../data/take-store';
import { requestPersistentStorage } from '../data/device-storage';
import { CAMERA_MESSAGES } from '../model/camera-errors';
import { startClock } from '../model/recording-clock';
import { saveFailedMessage } from '../model/save-errors';
import {
  AUDIO_BITS_PER_SECOND,
  chooseRecorderMime,
  MAX_RECORDING_SECONDS,
  TIMESLICE_MS,
  VIDEO_BITS_PER_SECOND,
} from '../model/recording-settings';
import {
  attachTicket,
  elapsedSeconds,
  endSession,
  holdTakeLock,
  keepPausedTakeFresh,
  pauseSession,
  queueWrite,
  resumeSession,
  sessionPaused,
  writeChunk,
  type Session,
} from './take-session';

export type RecorderState =
  | { status: 'idle' }
  /** `pausable`: this browser's MediaRecorder can pause (older Safari has no pause()). */
  | { status: 'recording'; takeId: string; elapsed: number; pausable: boolean }
  | { status: 'paused'; takeId: string; elapsed: number }
  | { status: 'saving'; takeId: string }
  | { status: 'recorded'; takeId: string; duration: number };

/** How often the timer and the 300 s limit are checked. */
const TICK_MS = 250;

function newRecorder(stream: MediaStream, mimeType: string | null): MediaRecorder {
  const recorder = new MediaRecorder(stream, {
    ...(mimeType ? { mimeType } : {}),
    videoBitsPerSecond: VIDEO_BITS_PER_SECOND,
    audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
  });
  recorder.start(TIMESLICE_MS);
  return recorder;
}

const canPause = (recorder: MediaRecorder) =>
  typeof recorder.pause === 'function' && typeof recorder.resume === 'function';

/**
 * MediaRecorder with a 1 s timeslice: each chunk is appended to the take in IndexedDB as it
 * arrives, so neither memory nor a crash holds the recording. A take can be paused and resumed
 * (one file, one timeline); it stops itself at 300 s of recorded time.
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

  const showRunning = useCallback((current: Session) => {
    const { takeId, pausable } = current;
    const elapsed = elapsedSeconds(current);
    setState(
      sessionPaused(current)
        ? { status: 'paused', takeId, elapsed }
        : { status: 'recording', takeId, elapsed, pausable },
    );
  }, []);

  const tick = useCallback(
    (current: Session) => {
      if (sessionPaused(current)) keepPausedTakeFresh(current, performance.now());
      else if (elapsedSeconds(current) >= MAX_RECORDING_SECONDS) void stop();
      else showRunning(current);
    },
    [stop, showRunning],
  );

  const start = useCallback(
    (stream: MediaStream, challenge: ChallengeEntryIntent | null = null) => {
      const mimeType = chooseRecorderMime(
        globalThis.MediaRecorder?.isTypeSupported?.bind(MediaRecorder),
      );
      let recorder: MediaRecorder;
      try {
        recorder = newRecorder(stream, mimeType);
      } catch (error) {
        // An unsupported type or an ended track: nothing was stored, so there is no take to keep.
        console.error('Could not start recording', error);
        onError(CAMERA_MESSAGES.generic);
        setState({ status: 'idle' });
        return;
      }
      const takeId = randomUuid();
      const now = performance.now();
      const current: Session = {
        recorder,
        takeId,
        clock: startClock(now),
        pausable: canPause(recorder),
        touchedAt: now,
        seq: 0,
        writes: Promise.resolve(),
        failed: false,
        onError,
        halt: () => void stop(),
        releaseLock: () => undefined,
        challenge,
        timer: setInterval(() => tick(current), TICK_MS),
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
      // The recorder stops by itself when its tracks end (a phone locked, the camera unplugged):
      // the take is finished with what was recorded. After stop() this session is no longer current.
      recorder.addEventListener('stop', () => {
        if (session.current === current) void stop();
      });
      session.current = current;
      showRunning(current);
    },
    [onError, stop, tick, showRunning],
  );

  const pause = useCallback(() => {
    const current = session.current;
    if (current && pauseSession(current)) showRunning(current);
  }, [showRunning]);

  const resume = useCallback(() => {
    const current = session.current;
    // A second Resume (a double tap) changes nothing; a recorder that cannot go on ends the take.
    if (!current || current.recorder.state === 'recording') return;
    if (resumeSession(current)) showRunning(current);
    else void stop();
  }, [showRunning, stop]);

  const clear = useCallback(() => setState({ status: 'idle' }), []);
  const show = useCallback(
    (takeId: string, duration: number) => setState({ status: 'recorded', takeId, duration }),
    [],
  );

  useEffect(() => {
    // Going to the background pauses the take (a phone's camera stops or freezes there, and that
    // time must not count) and flushes what the encoder holds, in case the app is killed there.
    const onHidden = () => {
      const current = session.current;
      if (document.visibilityState !== 'hidden' || current?.recorder.state !== 'recording') return;
      if (pauseSession(current)) showRunning(current);
      else current.recorder.requestData();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => document.removeEventListener('visibilitychange', onHidden);
  }, [showRunning]);

  useEffect(
    () => () => {
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
    },
    [],
  );

  return { state, start, stop, pause, resume, clear, show };
}

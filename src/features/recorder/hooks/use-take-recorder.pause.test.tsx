import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { takeBlob } from '../data/take-media';
import { recoverInterruptedTakes } from '../data/take-recovery';
import { NOTHING_RECORDED } from '../model/save-errors';
import { BlobFileReader } from '../testing/file-reader-shim';
import { durationIn } from '../testing/webm-duration-reader';
import { firstChunk, laterChunk } from '../testing/webm-fixture';
import { useTakeRecorder } from './use-take-recorder';

type Recorder = ReturnType<typeof useTakeRecorder>;

/**
 * A MediaRecorder that pauses like a browser's: one recorder, one file. What the encoder makes is
 * held until the next timeslice (`timeslice()`), `requestData()` or the stop hands it over.
 */
class PausingRecorder extends EventTarget {
  static isTypeSupported = (type: string) => type === 'video/webm;codecs=vp9,opus';
  static all: PausingRecorder[] = [];
  state: RecordingState = 'inactive';
  mimeType = 'video/webm;codecs=vp9,opus';
  private held: Uint8Array<ArrayBuffer>[] = [];
  constructor() {
    super();
    PausingRecorder.all.push(this);
  }
  start() {
    this.state = 'recording';
  }
  pause() {
    if (this.state !== 'recording') throw new DOMException('not recording', 'InvalidStateError');
    this.state = 'paused';
  }
  resume() {
    if (this.state !== 'paused') throw new DOMException('not paused', 'InvalidStateError');
    this.state = 'recording';
  }
  requestData() {
    if (this.state === 'inactive') throw new DOMException('inactive', 'InvalidStateError');
    this.timeslice();
  }
  stop() {
    this.state = 'inactive';
    queueMicrotask(() => {
      this.timeslice();
      this.dispatchEvent(new Event('stop'));
    });
  }
  /** The encoder turned recorded frames into these bytes (never while paused). */
  encode(bytes: Uint8Array<ArrayBuffer>) {
    if (this.state !== 'recording') throw new Error('only a recording recorder encodes');
    this.held.push(bytes);
  }
  timeslice() {
    const data = new Blob(this.held);
    this.held = [];
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
  }
}

/** Safari before 14.5: a MediaRecorder without pause() and resume(). */
class UnpausableRecorder extends PausingRecorder {}
Object.assign(UnpausableRecorder.prototype, { pause: undefined, resume: undefined });

const errors: string[] = [];
let latest: Recorder | null = null;
let root: Root | null = null;

function Harness() {
  latest = useTakeRecorder((message) => errors.push(message));
  return null;
}

const recorder = (): Recorder =>
  latest ??
  (() => {
    throw new Error('not rendered');
  })();
const media = (): PausingRecorder => PausingRecorder.all.at(-1)!;

/** Time passes on the recorder's clock (its 250 ms timer included). */
async function pass(milliseconds: number) {
  await act(async () => vi.advanceTimersByTime(milliseconds));
}

/** Waits, on real time, for IndexedDB to get where the test needs it. */
async function until(check: () => Promise<boolean> | boolean) {
  for (let attempt = 0; attempt < 400; attempt++) {
    if (await check()) return;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
  }
  throw new Error('timed out');
}

const chunkCount = () => db.chunks.count();
const onlyTake = async () => {
  const takes = await db.takes.toArray();
  expect(takes).toHaveLength(1);
  return takes[0]!;
};
const headerDurationMs = async (takeId: string) =>
  durationIn(new Uint8Array(await (await takeBlob(takeId))!.arrayBuffer()));

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(async () => {
  // Only the recorder's clock and timer are fake: IndexedDB and React run on real timers.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance', 'Date'] });
  vi.stubGlobal('MediaRecorder', PausingRecorder);
  vi.stubGlobal('FileReader', BlobFileReader);
  // No Web Locks: recovery decides from the take row's age alone.
  vi.stubGlobal('navigator', {});
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  await Promise.all([db.takes.clear(), db.chunks.clear()]);
  PausingRecorder.all = [];
  errors.length = 0;
  root = createRoot(document.createElement('div'));
  await act(async () => root?.render(<Harness />));
});

afterEach(async () => {
  await act(async () => root?.unmount());
  await until(async () => (await db.takes.where('status').equals('recording').count()) === 0);
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const stream = {} as MediaStream;

describe('pausing a take (fake-indexeddb)', () => {
  it('stops the timer while paused and goes on after Resume, in one file whose header says the recorded time', async () => {
    await act(async () => recorder().start(stream));
    media().encode(firstChunk());
    await pass(1_000);
    media().timeslice();
    media().encode(laterChunk());
    await pass(1_000);
    expect(recorder().state).toMatchObject({ status: 'recording', elapsed: 2, pausable: true });

    await act(async () => recorder().pause());
    expect(recorder().state).toMatchObject({ status: 'paused', elapsed: 2 });
    expect(media().state).toBe('paused');
    await pass(5_000);
    expect(recorder().state).toMatchObject({ status: 'paused', elapsed: 2 });

    await act(async () => recorder().resume());
    expect(media().state).toBe('recording');
    await act(async () => recorder().resume());
    expect(recorder().state).toMatchObject({ status: 'recording', elapsed: 2 });
    media().encode(laterChunk());
    await pass(1_000);
    expect(recorder().state).toMatchObject({ status: 'recording', elapsed: 3 });

    await act(async () => recorder().stop());
    expect(recorder().state).toMatchObject({ status: 'recorded', duration: 3 });
    expect(PausingRecorder.all).toHaveLength(1);
    const take = await onlyTake();
    expect(take).toMatchObject({ status: 'recorded', duration: 3 });
    expect(await headerDurationMs(take.id)).toBe(3_000);
    expect(errors).toEqual([]);
  });

  it('stops by itself at 300 s of recorded time, not of time on the clock', async () => {
    await act(async () => recorder().start(stream));
    media().encode(firstChunk());
    await pass(200_000);
    await act(async () => recorder().pause());
    await pass(200_000);
    expect(recorder().state).toMatchObject({ status: 'paused', elapsed: 200 });
    expect(media().state).toBe('paused');

    await act(async () => recorder().resume());
    await pass(99_000);
    expect(recorder().state).toMatchObject({ status: 'recording', elapsed: 299 });
    await pass(1_000);
    await until(() => recorder().state.status === 'recorded');
    expect(recorder().state).toMatchObject({ duration: 300 });
    expect(media().state).toBe('inactive');
  });

  it('keeps everything recorded when the app dies while paused: the pause wrote it to disk', async () => {
    await act(async () => recorder().start(stream));
    media().encode(firstChunk());
    await pass(1_000);
    media().timeslice();
    media().encode(laterChunk());
    await pass(500);
    await act(async () => recorder().pause());
    // The half second the encoder held reached IndexedDB without waiting for a timeslice.
    await until(async () => (await chunkCount()) === 2);
    await pass(30_000);

    // The tab is gone (no lock held any more); the next visit recovers the take as a draft.
    const { id } = await onlyTake();
    expect(await recoverInterruptedTakes(Date.now(), new Set())).toEqual([id]);
    const take = await onlyTake();
    expect(take).toMatchObject({
      status: 'recorded',
      duration: 1.5,
      bytes: firstChunk().length + laterChunk().length + 11,
    });
    expect(await headerDurationMs(id)).toBe(1_500);
  });

  it('without Web Locks, a long pause is not taken for a crash', async () => {
    await act(async () => recorder().start(stream));
    media().encode(firstChunk());
    await pass(1_000);
    await act(async () => recorder().pause());
    await until(async () => (await chunkCount()) === 1);
    await pass(60_000);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(await recoverInterruptedTakes(Date.now(), null)).toEqual([]);
    expect((await onlyTake()).status).toBe('recording');
    await act(async () => recorder().resume());
    await act(async () => recorder().stop());
    expect(recorder().state).toMatchObject({ status: 'recorded', duration: 1 });
  });

  it('pauses when the page goes to the background, and waits for Resume', async () => {
    await act(async () => recorder().start(stream));
    media().encode(firstChunk());
    await pass(1_000);
    await act(async () => setVisibility('hidden'));
    expect(recorder().state).toMatchObject({ status: 'paused', elapsed: 1 });
    expect(media().state).toBe('paused');
    await until(async () => (await chunkCount()) === 1);
    await pass(10_000);
    await act(async () => setVisibility('visible'));
    expect(recorder().state).toMatchObject({ status: 'paused', elapsed: 1 });
  });

  it('finishes the take with what was recorded when the camera goes away while paused', async () => {
    await act(async () => recorder().start(stream));
    media().encode(firstChunk());
    await pass(2_000);
    await act(async () => recorder().pause());
    // The phone was locked: the tracks ended and the recorder stopped on its own.
    await act(async () => media().stop());
    await until(() => recorder().state.status === 'recorded');
    expect(recorder().state).toMatchObject({ duration: 2 });
    await act(async () => recorder().resume());
    expect(recorder().state).toMatchObject({ status: 'recorded', duration: 2 });
  });

  it('offers no pause where the browser cannot pause, and still flushes when hidden', async () => {
    vi.stubGlobal('MediaRecorder', UnpausableRecorder);
    await act(async () => recorder().start(stream));
    expect(recorder().state).toMatchObject({ status: 'recording', pausable: false });
    media().encode(firstChunk());
    await act(async () => recorder().pause());
    expect(recorder().state).toMatchObject({ status: 'recording' });
    await act(async () => setVisibility('hidden'));
    expect(media().state).toBe('recording');
    await until(async () => (await chunkCount()) === 1);
  });
});

describe('an empty take (fake-indexeddb)', () => {
  it('is removed, and the recorder says nothing was recorded', async () => {
    await act(async () => recorder().start(stream));
    await until(async () => (await db.takes.count()) === 1);
    await pass(3_000);
    await act(async () => recorder().stop());
    expect(errors).toEqual([NOTHING_RECORDED]);
    expect(recorder().state).toEqual({ status: 'idle' });
    expect(await db.takes.count()).toBe(0);
  });
});

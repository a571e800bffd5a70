import Dexie from 'dexie';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db';
import { listDrafts } from '../data/take-store';
import { STORAGE_FULL, SAVE_FAILED } from '../model/save-errors';

const persistence = vi.hoisted(() => ({ requests: 0 }));
vi.mock('../data/device-storage', () => ({
  requestPersistentStorage: () => void persistence.requests++,
}));

const { useTakeRecorder } = await import('./use-take-recorder');
type Recorder = ReturnType<typeof useTakeRecorder>;

/** Hands out chunks when the test says so, the way a 1 s timeslice would. */
class FakeMediaRecorder extends EventTarget {
  static isTypeSupported = (type: string) => type.startsWith('video/mp4');
  static latest: FakeMediaRecorder | null = null;
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'video/mp4';
  constructor() {
    super();
    FakeMediaRecorder.latest = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    queueMicrotask(() => this.dispatchEvent(new Event('stop')));
  }
  requestData() {}
  emit(bytes: number) {
    const event = new Event('dataavailable') as Event & { data: Blob };
    Object.defineProperty(event, 'data', { value: new Blob([new Uint8Array(bytes).fill(7)]) });
    this.dispatchEvent(event);
  }
}

const errors: string[] = [];
let latest: Recorder | null = null;
let root: Root | null = null;
let failOnChunk = 0;
let failure: () => unknown = () =>
  new DOMException('The quota has been exceeded.', 'QuotaExceededError');
let chunkWrites = 0;

function Harness() {
  latest = useTakeRecorder((message) => errors.push(message));
  return null;
}
const recorder = (): Recorder =>
  latest ??
  (() => {
    throw new Error('not rendered');
  })();

/** Throws the failure inside the chunk write's transaction from the nth chunk on (1-based). */
function failingChunkHook() {
  chunkWrites++;
  if (chunkWrites >= failOnChunk) throw failure();
}

/** Records `count` chunks of 1 KiB, each reaching IndexedDB before the next arrives. */
async function recordChunks(count: number) {
  for (let i = 0; i < count; i++) {
    await act(async () => FakeMediaRecorder.latest?.emit(1024));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
  }
}

beforeEach(async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true, MediaRecorder: FakeMediaRecorder });
  await Promise.all([db.takes.clear(), db.chunks.clear()]);
  errors.length = 0;
  chunkWrites = 0;
  persistence.requests = 0;
  failure = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  db.chunks.hook('creating', failingChunkHook);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  root = createRoot(document.createElement('div'));
  await act(async () => root?.render(<Harness />));
});

afterEach(async () => {
  await act(async () => root?.unmount());
  db.chunks.hook('creating').unsubscribe(failingChunkHook);
  vi.restoreAllMocks();
});

describe('a full disk while recording (fake-indexeddb)', () => {
  it('stops, says the phone is full and what to do, and keeps every chunk already stored as a draft', async () => {
    failOnChunk = 4;
    await act(async () => recorder().start({} as MediaStream));
    await recordChunks(6);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(errors).toEqual([STORAGE_FULL]);
    expect(FakeMediaRecorder.latest?.state).toBe('inactive');
    expect(recorder().state).toMatchObject({ status: 'recorded' });

    const drafts = await listDrafts(new Set());
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ status: 'recorded', mimeType: 'video/mp4', bytes: 3 * 1024 });
    const chunks = await db.chunks.where('takeId').equals(drafts[0]!.id).sortBy('seq');
    expect(chunks.map((chunk) => chunk.seq)).toEqual([0, 1, 2]);
    expect(chunkWrites).toBe(4); // nothing written after the failure: no gap in the media
  });

  it("recognises Dexie's wrapped quota error the same way", async () => {
    failOnChunk = 2;
    failure = () =>
      new Dexie.AbortError(
        'Transaction aborted',
        new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
      );
    await act(async () => recorder().start({} as MediaStream));
    await recordChunks(3);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

    expect(errors).toEqual([STORAGE_FULL]);
    const drafts = await listDrafts(new Set());
    expect(drafts.map((take) => take.bytes)).toEqual([1024]);
  });

  it('keeps the general save message for other failures, reported once', async () => {
    failOnChunk = 1;
    failure = () => new DOMException('Error preparing Blob/File data', 'UnknownError');
    await act(async () => recorder().start({} as MediaStream));
    await recordChunks(3);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(errors).toEqual([SAVE_FAILED]);
  });

  it('asks for persistent storage when the first take is created', async () => {
    await act(async () => recorder().start({} as MediaStream));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(persistence.requests).toBe(1);
    await act(async () => recorder().stop());
  });
});

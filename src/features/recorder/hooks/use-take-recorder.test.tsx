import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const store = vi.hoisted(() => ({
  finishFails: false,
  chunks: 0,
  created: 0,
  /** The entry kept with the take (setTakeEntry), and the ticket requests made. */
  entries: [] as unknown[],
  ticketRequests: [] as Array<{ challengeId: string; bytes: number }>,
}));

vi.mock('../data/take-store', () => ({
  createTake: async () => void store.created++,
  appendChunk: async () => void store.chunks++,
  // Finishing a take that stored no chunk removes it (take-store.test.ts): there is no take.
  finishTake: async () => {
    if (store.finishFails) throw new Error('QuotaExceededError');
    return store.chunks > 0 ? { duration: 2 } : undefined;
  },
  setTakeEntry: async (_takeId: string, entry: unknown) => void store.entries.push(entry),
}));
vi.mock('../data/take-recovery', () => ({
  takeLockName: (takeId: string) => `take:${takeId}`,
  touchTake: async () => undefined,
  INTERRUPTED_AFTER_MS: 10_000,
}));
vi.mock('../data/take-media', () => ({
  takeBlob: async () => new Blob(['frame'.repeat(store.chunks)]),
}));
vi.mock('@/lib/entry-ticket', () => ({
  requestEntryTicket: async (challengeId: string, file: Blob) => {
    store.ticketRequests.push({ challengeId, bytes: file.size });
    return { id: 'ticket-1', issuedAt: END, acceptUntil: END, contentSha256: 'a'.repeat(64) };
  },
}));
vi.mock('../data/device-storage', () => ({ requestPersistentStorage: () => undefined }));

const END = '2026-11-30T12:00:00.000Z';
const { useTakeRecorder } = await import('./use-take-recorder');
type Recorder = ReturnType<typeof useTakeRecorder>;

const failures = { construct: false, start: false, noData: false };

class FakeMediaRecorder extends EventTarget {
  static isTypeSupported = () => true;
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'video/webm';
  constructor() {
    super();
    if (failures.construct) throw new DOMException('Not supported', 'NotSupportedError');
  }
  start() {
    if (failures.start) throw new DOMException('Track ended', 'InvalidStateError');
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    queueMicrotask(() => {
      // As browsers do: the last data, then 'stop'. A starved encoder has none to give.
      const data = new Blob(failures.noData ? [] : ['frame']);
      this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
      this.dispatchEvent(new Event('stop'));
    });
  }
  requestData() {}
}

const errors: string[] = [];
let latest: Recorder | null = null;
let root: Root | null = null;

function Harness() {
  latest = useTakeRecorder((message) => errors.push(message));
  return null;
}

const recorder = (): Recorder => {
  if (!latest) throw new Error('not rendered');
  return latest;
};

beforeEach(async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true, MediaRecorder: FakeMediaRecorder });
  Object.assign(failures, { construct: false, start: false, noData: false });
  Object.assign(store, {
    finishFails: false,
    chunks: 0,
    created: 0,
    entries: [],
    ticketRequests: [],
  });
  errors.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  root = createRoot(document.createElement('div'));
  await act(async () => root?.render(<Harness />));
});

afterEach(async () => {
  await act(async () => root?.unmount());
  vi.restoreAllMocks();
});

const stream = {} as MediaStream;

describe('useTakeRecorder failures', () => {
  it('reports a MediaRecorder that cannot be created and stays idle', async () => {
    failures.construct = true;
    await act(async () => recorder().start(stream));
    expect(errors).toEqual(['Unable to access camera and microphone.']);
    expect(recorder().state).toEqual({ status: 'idle' });
  });

  it('reports a recorder that refuses to start and stays idle', async () => {
    failures.start = true;
    await act(async () => recorder().start(stream));
    expect(errors).toEqual(['Unable to access camera and microphone.']);
    expect(recorder().state).toEqual({ status: 'idle' });
  });

  it('returns to idle with the save message when the take cannot be finished', async () => {
    await act(async () => recorder().start(stream));
    expect(recorder().state.status).toBe('recording');
    store.finishFails = true;
    await act(async () => recorder().stop());
    expect(errors).toEqual([
      'Your recording could not be saved on this device. Free some space and try again.',
    ]);
    expect(recorder().state).toEqual({ status: 'idle' });
  });

  it('ends in recorded when the take is finished', async () => {
    await act(async () => recorder().start(stream));
    await act(async () => recorder().stop());
    expect(errors).toEqual([]);
    expect(recorder().state).toMatchObject({ status: 'recorded', duration: 2 });
  });

  it('writes the take row only once the take lock is held, so recovery never sees it unlocked', async () => {
    let grant = () => undefined as void;
    const locks = {
      request: (_name: string, run: () => Promise<void>) =>
        new Promise<void>((resolve) => (grant = () => void run().then(resolve))),
    };
    vi.stubGlobal('navigator', { locks });
    try {
      await act(async () => recorder().start(stream));
      expect(store.created).toBe(0);
      await act(async () => grant());
      expect(store.created).toBe(1);
      await act(async () => recorder().stop());
      expect(recorder().state).toMatchObject({ status: 'recorded' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says nothing was recorded, and offers no take, when the camera gave no data', async () => {
    failures.noData = true;
    await act(async () => recorder().start(stream));
    await act(async () => recorder().stop());
    expect(errors).toEqual([
      'Nothing was recorded: the camera sent no video. Check that it is working, then record again.',
    ]);
    expect(recorder().state).toEqual({ status: 'idle' });
  });

  it('asks for a challenge take’s ticket once the take is finished, for its bytes, and keeps it', async () => {
    const challenge = { challengeId: 'challenge-1', title: 'Cats', endDate: END };
    await act(async () => recorder().start(stream, challenge));
    // Nothing is bound while recording: a ticket covers the finished file (issue 34 §5).
    expect(store.ticketRequests).toEqual([]);
    await act(async () => recorder().stop());
    await vi.waitFor(() => expect(store.entries).toHaveLength(1));
    expect(store.ticketRequests).toEqual([{ challengeId: 'challenge-1', bytes: 5 }]);
    expect(store.entries[0]).toEqual({
      ...challenge,
      ticket: { id: 'ticket-1', issuedAt: END, acceptUntil: END, contentSha256: 'a'.repeat(64) },
    });
  });
});

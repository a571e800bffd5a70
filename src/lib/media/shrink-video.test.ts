import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FromShrinkWorker, ToShrinkWorker } from './shrink-protocol';
import { shrinkVideo, type ShrinkOutput } from './shrink-video';

// Issue 39: the page's half of the shrink. The worker's output arrives in chunks, each stored
// before the next is asked for; the stored file, not a buffer, is what the shrink resolves with.

class FakeWorker {
  static last: FakeWorker;
  received: ToShrinkWorker[] = [];
  terminated = false;
  private listeners = new Map<string, ((event: unknown) => void)[]>();
  constructor() {
    FakeWorker.last = this;
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  postMessage(message: ToShrinkWorker) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** The worker says something. */
  say(data: FromShrinkWorker) {
    for (const listener of this.listeners.get('message') ?? []) listener({ data });
  }
}

/** An output that keeps its writes and the file it hands back. */
function memoryOutput(failAt?: number) {
  const writes: [number, string][] = [];
  const output: ShrinkOutput = {
    async write(position, bytes) {
      if (position === failAt) throw new DOMException('disk full', 'QuotaExceededError');
      writes.push([position, new TextDecoder().decode(bytes)]);
    },
    finish: async (type) => new Blob(['stored file'], { type }),
  };
  return { output, writes };
}

const chunk = (seq: number, position: number, text: string): FromShrinkWorker => ({
  type: 'chunk',
  seq,
  position,
  data: new TextEncoder().encode(text).buffer as ArrayBuffer,
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const file = new Blob(['1080p']);

beforeEach(() => {
  vi.stubGlobal('Worker', FakeWorker);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shrinkVideo', () => {
  it('stores each chunk before acknowledging it, then has the stored file measured', async () => {
    const { output, writes } = memoryOutput();
    const progress: number[] = [];
    const signal = new AbortController().signal;
    const shrinking = shrinkVideo(file, { signal, output, onProgress: (f) => progress.push(f) });
    const worker = FakeWorker.last;
    expect(worker.received).toEqual([{ type: 'start', file }]);
    worker.say({ type: 'progress', fraction: 0.5 });
    worker.say(chunk(0, 0, 'cluster one'));
    worker.say(chunk(1, 11, 'cluster two'));
    worker.say(chunk(2, 0, 'HEADER'));
    await settle();
    expect(writes).toEqual([
      [0, 'cluster one'],
      [11, 'cluster two'],
      [0, 'HEADER'],
    ]);
    expect(worker.received.slice(1)).toEqual([
      { type: 'stored', seq: 0 },
      { type: 'stored', seq: 1 },
      { type: 'stored', seq: 2 },
    ]);
    worker.say({ type: 'encoded', mimeType: 'video/webm', codec: 'vp8', width: 1280, height: 720 });
    await settle();
    const measure = worker.received.at(-1);
    expect(measure).toMatchObject({ type: 'measure' });
    const stored = (measure as { file: Blob }).file;
    expect(await stored.text()).toBe('stored file');
    expect(worker.terminated).toBe(false);
    worker.say({ type: 'done', durationSeconds: 59.97 });
    const result = await shrinking;
    expect(result).toEqual({
      kind: 'shrunk',
      blob: stored,
      codec: 'vp8',
      width: 1280,
      height: 720,
      durationSeconds: 59.97,
    });
    expect(stored.type).toBe('video/webm');
    expect(progress).toEqual([0.5]);
    expect(worker.terminated).toBe(true);
  });

  it('fails, and ends the worker, when a chunk cannot be stored', async () => {
    const { output } = memoryOutput(11);
    const shrinking = shrinkVideo(file, { signal: new AbortController().signal, output });
    const worker = FakeWorker.last;
    worker.say(chunk(0, 0, 'cluster one'));
    worker.say(chunk(1, 11, 'cluster two'));
    await expect(shrinking).rejects.toMatchObject({ name: 'QuotaExceededError' });
    expect(worker.received).not.toContainEqual({ type: 'stored', seq: 1 });
    expect(worker.terminated).toBe(true);
  });

  it('cancels the worker on abort and rejects with the reason', async () => {
    const { output } = memoryOutput();
    const controller = new AbortController();
    const shrinking = shrinkVideo(file, { signal: controller.signal, output });
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(shrinking).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.last.received.at(-1)).toEqual({ type: 'cancel' });
    expect(FakeWorker.last.terminated).toBe(true);
  });

  it('answers unsupported, and a worker failure as an error', async () => {
    const { output } = memoryOutput();
    const signal = new AbortController().signal;
    const unsupported = shrinkVideo(file, { signal, output });
    FakeWorker.last.say({ type: 'unsupported', reason: 'no 720p encoder in this browser' });
    expect(await unsupported).toEqual({
      kind: 'unsupported',
      reason: 'no 720p encoder in this browser',
    });
    const failed = shrinkVideo(file, { signal, output });
    FakeWorker.last.say({ type: 'failed', message: 'decoder error' });
    await expect(failed).rejects.toThrow('Shrinking failed: decoder error');
  });
});

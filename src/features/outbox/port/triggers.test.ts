import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxSyncReply } from '@/lib/worker/outbox-sync-protocol';

/** The engine as the page loads it; each test says how its drain ends. */
const engine = vi.hoisted(() => {
  const state = { calls: 0, wakes: 0, drains: 0, drain: async (): Promise<boolean> => true };
  return {
    state,
    drainForSync: () => {
      state.calls++;
      return state.drain();
    },
    wakeAndDrain: async () => {
      state.wakes++;
    },
    requestDrain: async () => {
      state.drains++;
    },
  };
});

vi.mock('./load-engine', () => ({
  loadEngine: vi.fn(async () => engine),
  isEngineLoaded: () => true,
}));

const worker = new EventTarget();

/** What the page posts back on the port the service worker sent with its request. */
function askToDrain(data: unknown): Promise<OutboxSyncReply | 'no answer'> {
  const channel = new MessageChannel();
  const reply = new Promise<OutboxSyncReply | 'no answer'>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<OutboxSyncReply>) => resolve(event.data);
    setTimeout(() => resolve('no answer'), 200);
  });
  worker.dispatchEvent(new MessageEvent('message', { data, ports: [channel.port2] }));
  return reply.finally(() => channel.port1.close());
}

describe("the page's drain triggers and its side of Background Sync", () => {
  beforeAll(async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    const { startOutboxTriggers } = await import('./triggers');
    startOutboxTriggers();
  });
  beforeEach(() => {
    engine.state.calls = 0;
    engine.state.wakes = 0;
    engine.state.drains = 0;
  });

  it('ends the backoff on `online` and on returning to the app (once a minute at most), when the phone may be back', async () => {
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(engine.state.wakes).toBe(2));
    // Switching apps again within the minute drains what is due without ending the backoff.
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(engine.state.drains).toBe(1));
    expect(engine.state.wakes).toBe(2);
  });

  it('drains when the service worker asks, and says when nothing is left', async () => {
    engine.state.drain = async () => true;
    expect(await askToDrain({ type: 'outbox-sync' })).toEqual({
      type: 'outbox-sync-done',
      ok: true,
    });
    expect(engine.state.calls).toBe(1);
  });

  it('answers not ok while items still wait, so the browser fires the sync again', async () => {
    engine.state.drain = async () => false;
    expect(await askToDrain({ type: 'outbox-sync' })).toEqual({
      type: 'outbox-sync-done',
      ok: false,
    });
  });

  it('answers not ok when the drain itself fails', async () => {
    engine.state.drain = async () => {
      throw new Error('IndexedDB is gone');
    };
    expect(await askToDrain({ type: 'outbox-sync' })).toEqual({
      type: 'outbox-sync-done',
      ok: false,
    });
  });

  it('ignores other messages from the service worker', async () => {
    expect(await askToDrain({ type: 'SKIP_WAITING' })).toBe('no answer');
    expect(engine.state.calls).toBe(0);
  });
});

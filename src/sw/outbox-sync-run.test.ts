import { describe, expect, it, vi } from 'vitest';
import { runOutboxSync, type OutboxSyncDeps, type SyncWindow } from './outbox-sync-run';
import { isOutboxSyncRequest, type OutboxSyncReply } from '@/lib/worker/outbox-sync-protocol';

/** A window that answers the worker's request with `ok`, or never when `ok` is undefined. */
function fakeWindow(ok?: boolean): SyncWindow {
  return {
    postMessage: (message, transfer) => {
      expect(isOutboxSyncRequest(message)).toBe(true);
      const port = transfer[0] as MessagePort;
      if (ok !== undefined)
        port.postMessage({ type: 'outbox-sync-done', ok } satisfies OutboxSyncReply);
    },
  };
}

function deps(windows: Array<SyncWindow>): OutboxSyncDeps & {
  drainHere: ReturnType<typeof vi.fn>;
} {
  return {
    windows: () => Promise.resolve(windows),
    drainHere: vi.fn(() => Promise.resolve()),
    timeoutMs: 50,
  };
}

describe('runOutboxSync', () => {
  it('drains in the worker when no window is open', async () => {
    const sync = deps([]);
    await runOutboxSync(sync);
    expect(sync.drainHere).toHaveBeenCalledOnce();
  });

  it('leaves the work to a window that drained', async () => {
    const sync = deps([fakeWindow(false), fakeWindow(true)]);
    await runOutboxSync(sync);
    expect(sync.drainHere).not.toHaveBeenCalled();
  });

  it('rejects, so the browser retries, when every window still has items waiting', async () => {
    const sync = deps([fakeWindow(false), fakeWindow(false)]);
    await expect(runOutboxSync(sync)).rejects.toThrow('Outbox items are still waiting');
    expect(sync.drainHere).not.toHaveBeenCalled();
  });

  it('drains in the worker when no window answers in time (closing or frozen pages)', async () => {
    const sync = deps([fakeWindow()]);
    await runOutboxSync(sync);
    expect(sync.drainHere).toHaveBeenCalledOnce();
  });

  it('passes on the worker drain failing, so the browser retries', async () => {
    const sync = deps([fakeWindow()]);
    sync.drainHere.mockRejectedValueOnce(new Error('offline'));
    await expect(runOutboxSync(sync)).rejects.toThrow('offline');
  });
});

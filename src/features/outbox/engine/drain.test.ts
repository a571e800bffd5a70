import { beforeEach, describe, expect, it } from 'vitest';
import { db, type OutboxRow } from '@/lib/db';
import { PermanentOutboxError, type OutboxHandler, type OutboxJobContext } from '@/lib/outbox-port';
import { insertItem } from '../data/outbox-repo';
import { BACKOFF_BASE_MS, MAX_ATTEMPTS } from '../model/backoff';
import { drainOutbox, type DrainDeps } from './drain';

interface Harness {
  deps: DrainDeps;
  clock: { now: number };
  network: { online: boolean };
  sent: string[];
  handlers: Map<string, OutboxHandler>;
}

function harness(): Harness {
  const clock = { now: 10_000 };
  const network = { online: true };
  const sent: string[] = [];
  const handlers = new Map<string, OutboxHandler>();
  handlers.set('ok', async (job) => {
    sent.push(job.id);
  });
  const deps: DrainDeps = {
    now: () => clock.now,
    random: () => 0.5,
    online: () => network.online,
    waitsForWifi: () => false,
    handlerFor: (kind) => handlers.get(kind),
    contextFor: (_row: OutboxRow, signal: AbortSignal): OutboxJobContext => ({
      signal,
      accessToken: async () => 'token',
      userId: async () => 'user-1',
      notify: () => undefined,
      media: async () => undefined,
      resumeUrls: {
        all: async () => [],
        get: async () => undefined,
        put: async () => undefined,
        remove: async () => undefined,
      },
      progress: () => undefined,
      acknowledged: () => undefined,
      processing: () => undefined,
    }),
    running: new Map(),
  };
  return { deps, clock, network, sent, handlers };
}

const row = (id: string) => db.outbox.get(id);

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.blobs.clear(), db.uploads.clear()]);
});

describe('drainOutbox', () => {
  it('sends due items in the order they were created and marks them done', async () => {
    const h = harness();
    await insertItem({ id: 'third', kind: 'ok', payload: null }, 3_000);
    await insertItem({ id: 'first', kind: 'ok', payload: null }, 1_000);
    await insertItem({ id: 'second', kind: 'ok', payload: null }, 2_000);
    const outcome = await drainOutbox(h.deps);
    expect(h.sent).toEqual(['first', 'second', 'third']);
    expect(outcome).toEqual({ sent: 3, failed: 0, waiting: 0, wakeAt: undefined });
    expect((await row('second'))?.status).toBe('done');
    // Another reason to drain (online, a return to the tab, a sync) sends nothing twice.
    expect(await drainOutbox(h.deps)).toEqual({ sent: 0, failed: 0, waiting: 0, wakeAt: undefined });
    expect(h.sent).toEqual(['first', 'second', 'third']);
  });

  it('backs off with jitter after a network or server failure, then succeeds on a later pass', async () => {
    const h = harness();
    let calls = 0;
    h.handlers.set('flaky', async () => {
      calls++;
      if (calls < 3) throw new Error('Upload interrupted (503)');
    });
    await insertItem({ id: 'f', kind: 'flaky', payload: null }, 1_000);

    let outcome = await drainOutbox(h.deps);
    expect(calls).toBe(1);
    expect(await row('f')).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'Upload interrupted (503)',
      nextAttemptAt: 10_000 + BACKOFF_BASE_MS / 2,
    });
    expect(outcome).toMatchObject({ sent: 0, waiting: 1, wakeAt: 10_000 + BACKOFF_BASE_MS / 2 });

    // Not due yet: nothing happens.
    await drainOutbox(h.deps);
    expect(calls).toBe(1);

    h.clock.now = 20_000;
    outcome = await drainOutbox(h.deps);
    expect(outcome).toMatchObject({ sent: 0, waiting: 1 });
    expect(await row('f')).toMatchObject({
      status: 'queued',
      attempts: 2,
      nextAttemptAt: 20_000 + BACKOFF_BASE_MS,
    });

    h.clock.now = 30_000;
    outcome = await drainOutbox(h.deps);
    expect(calls).toBe(3);
    expect(outcome.sent).toBe(1);
    expect(await row('f')).toMatchObject({ status: 'done', lastError: null });
  });

  it('tries a failing item once per pass, so it never spins, and still sends the items behind it', async () => {
    const h = harness();
    h.deps.random = () => 0;
    let calls = 0;
    h.handlers.set('down', async () => {
      calls++;
      throw new Error('no route to host');
    });
    await insertItem({ id: 'a', kind: 'down', payload: null }, 1_000);
    await insertItem({ id: 'b', kind: 'ok', payload: null }, 2_000);
    const outcome = await drainOutbox(h.deps);
    expect(calls).toBe(1);
    expect(h.sent).toEqual(['b']);
    expect(outcome).toMatchObject({ sent: 1, waiting: 1, wakeAt: 10_000 });
  });

  it('stops a refused item (4xx) for the user to see, without retrying', async () => {
    const h = harness();
    h.handlers.set('refused', async () => {
      throw new PermanentOutboxError('Please upload a video file smaller than 100MB.');
    });
    await insertItem({ id: 'r', kind: 'refused', payload: null }, 1_000);
    const outcome = await drainOutbox(h.deps);
    expect(outcome).toMatchObject({ failed: 1, waiting: 0 });
    expect(await row('r')).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'Please upload a video file smaller than 100MB.',
    });
    h.clock.now += 3_600_000;
    await drainOutbox(h.deps);
    expect((await row('r'))?.status).toBe('failed');
  });

  it('gives up after the maximum number of attempts and says why', async () => {
    const h = harness();
    h.handlers.set('down', async () => {
      throw new Error('502 Bad Gateway');
    });
    await insertItem({ id: 'd', kind: 'down', payload: null }, 1_000);
    await db.outbox.update('d', { attempts: MAX_ATTEMPTS - 1 });
    await drainOutbox(h.deps);
    expect(await row('d')).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: `Stopped after ${MAX_ATTEMPTS} attempts: 502 Bad Gateway`,
    });
  });

  it('sends nothing offline, and a connection lost mid-send costs no attempt', async () => {
    const h = harness();
    await insertItem({ id: 'o', kind: 'ok', payload: null }, 1_000);
    h.network.online = false;
    expect(await drainOutbox(h.deps)).toEqual({
      sent: 0,
      failed: 0,
      waiting: 1,
      wakeAt: undefined,
    });
    expect(h.sent).toEqual([]);

    h.network.online = true;
    h.handlers.set('drop', async () => {
      h.network.online = false;
      throw new TypeError('Failed to fetch');
    });
    await insertItem({ id: 'x', kind: 'drop', payload: null }, 500);
    await drainOutbox(h.deps);
    expect(await row('x')).toMatchObject({
      status: 'queued',
      attempts: 0,
      lastError: 'Failed to fetch',
    });
  });

  it('leaves items whose kind has no handler yet, and those waiting for Wi-Fi, queued', async () => {
    const h = harness();
    h.deps.waitsForWifi = (item) => item.bytesTotal > 0;
    await insertItem({ id: 'unknown', kind: 'later', payload: null }, 1_000);
    await insertItem({ id: 'big', kind: 'ok', payload: null, bytesTotal: 50_000_000 }, 2_000);
    await insertItem({ id: 'small', kind: 'ok', payload: null }, 3_000);
    const outcome = await drainOutbox(h.deps);
    expect(h.sent).toEqual(['small']);
    expect(outcome).toMatchObject({ sent: 1, waiting: 2, wakeAt: undefined });
  });

  it('resumes an item a closed tab left running', async () => {
    const h = harness();
    await insertItem({ id: 'orphan', kind: 'ok', payload: null }, 1_000);
    await db.outbox.update('orphan', { status: 'running', bytesSent: 10 });
    await drainOutbox(h.deps);
    expect(h.sent).toEqual(['orphan']);
  });

  it('drops whatever a cancelled item throws: the user removed it', async () => {
    const h = harness();
    h.handlers.set('slow', async (job) => {
      await db.outbox.delete(job.id);
      h.deps.running.get(job.id)?.abort();
      throw new Error('aborted');
    });
    await insertItem({ id: 's', kind: 'slow', payload: null }, 1_000);
    const outcome = await drainOutbox(h.deps);
    expect(outcome).toEqual({ sent: 0, failed: 0, waiting: 0, wakeAt: undefined });
    expect(await db.outbox.count()).toBe(0);
  });

  it('passes the job its payload and attempt count', async () => {
    const h = harness();
    const seen: unknown[] = [];
    h.handlers.set('echo', async (job) => {
      seen.push({ id: job.id, kind: job.kind, payload: job.payload, attempts: job.attempts });
    });
    await insertItem({ id: 'e', kind: 'echo', payload: { title: 'hello' } }, 1_000);
    await db.outbox.update('e', { attempts: 2 });
    await drainOutbox(h.deps);
    expect(seen).toEqual([{ id: 'e', kind: 'echo', payload: { title: 'hello' }, attempts: 2 }]);
  });
});

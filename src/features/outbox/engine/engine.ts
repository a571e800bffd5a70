import { liveQuery } from 'dexie';
import type { OutboxRow } from '@/lib/db';
import type { EnqueueInput, OutboxJobContext } from '@/lib/outbox-port';
import {
  cancelItem,
  insertItem,
  listItems,
  removeDone,
  retryItem,
  wakeQueued,
} from '../data/outbox-repo';
import { deleteUnfinishedChunks } from '../data/media-chunks';
import { publishSummary } from '../data/summary';
import { readWifiOnly, writeWifiOnly } from '../data/wifi-only';
import { currentConnectionType, waitsForWifi } from '../model/connection';
import { handlerFor, preparerFor } from '../port/registry';
import { registerBackgroundSync } from './background-sync';
import { announceCancel, followCancels } from './cancel-channel';
import { drainOutbox, type DrainOutcome } from './drain';
import { jobContext } from './job-context';
import { pageSender } from './page-sender';
import { OUTBOX_LOCK_NAME, withExclusiveLock } from './lock';
import { prepareWaiting } from './prepare';
import { badgeSummary } from '../model/tray-groups';

const DONE_KEPT_MS = 24 * 3600 * 1000;
/** Timers never sleep longer than this, so a changed clock or setting is noticed. */
const MAX_SLEEP_MS = 5 * 60_000;

const running = new Map<string, AbortController>();
let channel: BroadcastChannel | null = null;
let wifiOnly = false;
let wakeTimer: ReturnType<typeof setTimeout> | undefined;

function contextFor(row: OutboxRow, signal: AbortSignal): OutboxJobContext {
  return jobContext(row, signal, pageSender);
}

function rowWaitsForWifi(row: OutboxRow): boolean {
  return waitsForWifi(wifiOnly, row.bytesTotal, currentConnectionType());
}

function scheduleWake(wakeAt: number | undefined): void {
  clearTimeout(wakeTimer);
  if (wakeAt === undefined) return;
  const delay = Math.min(MAX_SLEEP_MS, Math.max(0, wakeAt - Date.now()));
  wakeTimer = setTimeout(() => void requestDrain(), delay);
}

async function drainUnderLock(): Promise<DrainOutcome> {
  wifiOnly = await readWifiOnly();
  return withExclusiveLock(OUTBOX_LOCK_NAME, () =>
    drainOutbox({
      now: Date.now,
      random: Math.random,
      online: () => navigator.onLine,
      waitsForWifi: rowWaitsForWifi,
      handlerFor,
      contextFor,
      running,
    }),
  );
}

/**
 * Runs `pass` now, or once more after the run in progress: a request made during a run is never
 * lost, and requests made together share one run. `settle` sees the last pass's result.
 */
function coalescing<T>(pass: () => Promise<T>, settle: (result: T) => void = () => undefined) {
  let inFlight: Promise<T> | null = null;
  let again = false;
  return (): Promise<T> => {
    if (inFlight) {
      again = true;
      return inFlight;
    }
    inFlight = (async () => {
      let result: T;
      do {
        again = false;
        result = await pass();
      } while (again);
      settle(result);
      return result;
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/** Drains now, or after the drain in progress (a trigger during a drain is never lost). */
export const requestDrain = coalescing(drainUnderLock, (outcome) => {
  if (outcome.waiting > 0) void registerBackgroundSync();
  scheduleWake(outcome.wakeAt);
});

/** The network is back: backoff no longer applies. */
export async function wakeAndDrain(): Promise<DrainOutcome> {
  await wakeQueued(Date.now());
  return requestDrain();
}

/** For the service worker's sync event: true when nothing is left waiting. */
export async function drainForSync(): Promise<boolean> {
  const outcome = await wakeAndDrain();
  return outcome.waiting === 0;
}

/**
 * Prepares what waits (a video to shrink) under the outbox lock, offline too. A drain asked for
 * meanwhile waits for the lock, then sends the result.
 */
export const requestPrepare = coalescing(() =>
  withExclusiveLock(OUTBOX_LOCK_NAME, () => prepareWaiting({ preparerFor, contextFor, running }))
    .then(() => undefined)
    .catch((error: unknown) => console.warn('Outbox: preparing the queue failed', error)),
);

export async function enqueue<P>(input: EnqueueInput<P>): Promise<string> {
  const { id, created } = await insertItem(input, Date.now());
  if (created) {
    void registerBackgroundSync();
    if (preparerFor(input.kind)) void requestPrepare();
    void requestDrain();
  }
  return id;
}

export async function retry(id: string): Promise<void> {
  await retryItem(id, Date.now());
  void requestDrain();
}

export async function cancel(id: string): Promise<void> {
  await cancelItem(id);
  running.get(id)?.abort();
  announceCancel(channel, id);
}

export async function clearDone(): Promise<void> {
  await removeDone();
}

export async function setWifiOnly(value: boolean): Promise<void> {
  await writeWifiOnly(value);
  wifiOnly = value;
  if (!value) void requestDrain();
}

let started = false;

/** Keeps the header's count current, listens for cancels from other tabs, prunes old items. */
export function startEngine(): void {
  if (started) return;
  started = true;
  liveQuery(listItems).subscribe({
    next: (rows) => publishSummary(badgeSummary(rows)),
    error: (error: unknown) => console.error('Outbox: reading the queue failed', error),
  });
  channel = followCancels(running).channel;
  void removeDone(Date.now() - DONE_KEPT_MS);
  // What a job was writing when the app closed or crashed goes first (no job writes without the
  // lock); then a shrink the app closed in the middle of starts again, network or not.
  void withExclusiveLock(OUTBOX_LOCK_NAME, deleteUnfinishedChunks)
    .catch((error: unknown) => console.warn('Outbox: clearing unfinished media failed', error))
    .then(() => requestPrepare());
}

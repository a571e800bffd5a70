import { idbStore } from '@/lib/query/idb-store';
import { parseLikeRecords, type LikeRecords } from './like-record';

/**
 * Where a member's like records live: one value per member in the small IndexedDB store the first
 * screens already open (plain IndexedDB, no Dexie), which the service worker opens too. Every
 * change is one readwrite transaction, then announced to the other pages and the worker.
 */
const keyOf = (userId: string) => `likes:${userId}`;
const CHANNEL = 'laughloop-likes';

export async function readLikeRecords(userId: string): Promise<LikeRecords> {
  return parseLikeRecords(await idbStore.getItem(keyOf(userId)));
}

function announce(userId: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(userId);
  channel.close();
}

/** Applies `change` to the member's records atomically; resolves with the records now stored. */
export async function changeLikeRecords(
  userId: string,
  change: (records: LikeRecords) => LikeRecords,
): Promise<LikeRecords> {
  let result: LikeRecords = {};
  await idbStore.updateItem(keyOf(userId), (raw) => {
    const before = parseLikeRecords(raw);
    result = change(before);
    if (result === before) return raw;
    return Object.keys(result).length === 0 ? null : JSON.stringify(result);
  });
  announce(userId);
  return result;
}

/** Calls `onChange(userId)` when another page or the worker changed a member's records. */
export function followLikeRecords(onChange: (userId: string) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'string') onChange(event.data);
  };
  return () => channel.close();
}

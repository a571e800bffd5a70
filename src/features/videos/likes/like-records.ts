import { idbStore } from '@/lib/query/idb-store';
import { randomUuid } from '@/lib/random-uuid';
import { parseLikeRecords, type LikeRecords } from './like-record';

/**
 * Where a member's like records live: one value per member in the small IndexedDB store the first
 * screens already open (plain IndexedDB, no Dexie), which the service worker opens too. Every
 * change is one readwrite transaction, then announced to the other pages and the worker.
 */
const keyOf = (userId: string) => `likes:${userId}`;
const CHANNEL = 'laughloop-likes';
/** This page's (or the worker's) name on the channel: a change it made itself is not news to it. */
const SELF = randomUuid();

interface LikesChanged {
  userId: string;
  from: string;
}

export async function readLikeRecords(userId: string): Promise<LikeRecords> {
  return parseLikeRecords(await idbStore.getItem(keyOf(userId)));
}

function announce(userId: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ userId, from: SELF } satisfies LikesChanged);
  channel.close();
}

/** Applies `change` to the member's records atomically; resolves with the records now stored. */
export async function changeLikeRecords(
  userId: string,
  change: (records: LikeRecords) => LikeRecords,
): Promise<LikeRecords> {
  let result: LikeRecords = {};
  let changed = false;
  await idbStore.updateItem(keyOf(userId), (raw) => {
    const before = parseLikeRecords(raw);
    result = change(before);
    changed = result !== before;
    if (!changed) return raw;
    return Object.keys(result).length === 0 ? null : JSON.stringify(result);
  });
  if (changed) {
    for (const listener of here) listener(userId, result);
    announce(userId);
  }
  return result;
}

type LikesListener = (userId: string, stored: LikeRecords | null) => void;

/** Listeners in this page (or worker): told the stored records at once, with no read. */
const here = new Set<LikesListener>();

/**
 * Calls `onChange` whenever a member's records change: with the records now stored when the
 * change was made here, with null when another page or the worker made it (read them again).
 */
export function followLikeRecords(onChange: LikesListener): () => void {
  here.add(onChange);
  if (typeof BroadcastChannel === 'undefined') return () => here.delete(onChange);
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const { userId, from } = (event.data ?? {}) as Partial<LikesChanged>;
    if (typeof userId === 'string' && from !== SELF) onChange(userId, null);
  };
  return () => {
    here.delete(onChange);
    channel.close();
  };
}

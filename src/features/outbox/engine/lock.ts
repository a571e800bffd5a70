/** One drain at a time across tabs and the service worker. */
export const OUTBOX_LOCK_NAME = 'laughloop-outbox-drain';

let localChain: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` while holding an exclusive Web Lock, so one tab at a time drains the outbox and no
 * row is sent twice by two tabs. Without the Web Locks API (old browsers, tests) the lock only
 * covers this tab.
 */
export function withExclusiveLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (locks) return locks.request(name, { mode: 'exclusive' }, task);
  const run = localChain.then(task, task);
  localChain = run.catch(() => undefined);
  return run;
}

/**
 * Runs `task` under the lock only if no one holds it, and gives null when someone does (the
 * service worker leaves the outbox to a page that is sending it, instead of queueing behind it).
 */
export function withLockIfFree<T>(name: string, task: () => Promise<T>): Promise<T | null> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return withExclusiveLock(name, task);
  return locks.request(name, { mode: 'exclusive', ifAvailable: true }, (lock) =>
    lock ? task() : null,
  );
}

import type { OutboxHandler, OutboxPort } from '@/lib/outbox-port';
import type * as QueriesModule from '../data/outbox-queries';
import { loadEngine } from './load-engine';
import { registerHandler, registerLabel, registerPreparer } from './registry';

type Queries = typeof QueriesModule;

/** The outbox's table and Dexie load only when someone asks (the shell stays small). */
const queries = (): Promise<Queries> => import('../data/outbox-queries');

/** Starts a watch once the queries have loaded; the returned stop works before that too. */
function lazyWatch(start: (module: Queries) => () => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  queries().then(
    (module) => {
      if (!stopped) stop = start(module);
    },
    (error: unknown) => console.warn('Could not load the outbox', error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/** The outbox as other features see it (src/lib/outbox-port): light until something is queued. */
export function createOutboxPort(): OutboxPort {
  return {
    async enqueue(input) {
      const engine = await loadEngine();
      return engine.enqueue(input);
    },
    register(kind, handler, options) {
      registerHandler(kind, handler as OutboxHandler);
      registerLabel(kind, options.label);
      if (options.prepare) registerPreparer(kind, options.prepare as OutboxHandler);
    },
    async waitingItems(kind, videoId) {
      return (await queries()).waitingItems(kind, videoId);
    },
    watchUploads: (onChange) => lazyWatch((module) => module.watchUploads(onChange)),
    watchHeld: (kind, onChange) => lazyWatch((module) => module.watchHeld(kind, onChange)),
    watchTakesInOutbox: (onChange) => lazyWatch((module) => module.watchTakesInOutbox(onChange)),
  };
}

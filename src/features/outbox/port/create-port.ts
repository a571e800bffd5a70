import type { OutboxHandler, OutboxPort } from '@/lib/outbox-port';
import { loadEngine } from './load-engine';
import { registerHandler } from './registry';

/** The outbox as other features see it (src/lib/outbox-port): light until something is queued. */
export function createOutboxPort(): OutboxPort {
  return {
    async enqueue(input) {
      const engine = await loadEngine();
      return engine.enqueue(input);
    },
    register(kind, handler) {
      registerHandler(kind, handler as OutboxHandler);
    },
  };
}

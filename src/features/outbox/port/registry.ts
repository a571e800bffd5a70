import type { OutboxHandler } from '@/lib/outbox-port';

/** Handlers by kind; src/app registers them at start, before the engine itself is loaded. */
const handlers = new Map<string, OutboxHandler>();

export function registerHandler(kind: string, handler: OutboxHandler): void {
  handlers.set(kind, handler);
}

export function handlerFor(kind: string): OutboxHandler | undefined {
  return handlers.get(kind);
}

/**
 * A handler whose code loads on first use, so the code that sends an item (supabase-js,
 * tus-js-client ...) stays out of the app shell.
 */
export function lazyHandler<P>(load: () => Promise<OutboxHandler<P>>): OutboxHandler {
  return async (job, ctx) => {
    const handler = await load();
    await handler(job as Parameters<OutboxHandler<P>>[0], ctx);
  };
}

import type { OutboxHandler } from '@/lib/outbox-port';

/** Handlers by kind; src/app registers them at start, before the engine itself is loaded. */
const handlers = new Map<string, OutboxHandler>();

export function registerHandler(kind: string, handler: OutboxHandler): void {
  handlers.set(kind, handler);
}

export function handlerFor(kind: string): OutboxHandler | undefined {
  return handlers.get(kind);
}

/** What the tray calls an item of each kind, as its registration names it. */
const labels = new Map<string, string>();

export function registerLabel(kind: string, label: string): void {
  if (label.trim() === '') throw new Error(`The outbox kind ${kind} needs a label`);
  labels.set(kind, label);
}

export function labelFor(kind: string): string | undefined {
  return labels.get(kind);
}

/** Preparations by kind (work an item needs before it can be sent that needs no network). */
const preparers = new Map<string, OutboxHandler>();

export function registerPreparer(kind: string, prepare: OutboxHandler): void {
  preparers.set(kind, prepare);
}

export function preparerFor(kind: string): OutboxHandler | undefined {
  return preparers.get(kind);
}

/** The loaders of every lazy handler, for preloadHandlers. */
const loaders: Array<() => Promise<unknown>> = [];

/**
 * A handler whose code loads on first use, so the code that sends an item (supabase-js,
 * tus-js-client ...) stays out of the app shell.
 */
export function lazyHandler<P>(load: () => Promise<OutboxHandler<P>>): OutboxHandler {
  loaders.push(load);
  return async (job, ctx) => {
    const handler = await load();
    await handler(job as Parameters<OutboxHandler<P>>[0], ctx);
  };
}

/**
 * Fetches every lazy handler's code ahead of need, so the service worker holds it before the
 * network goes. A drain that starts offline must not be the first to ask for it: WebKit keeps a
 * module import that failed once failed for the rest of the page's life, even back online.
 */
export function preloadHandlers(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

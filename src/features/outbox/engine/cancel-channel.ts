/** Tabs and the service worker tell each other which outbox item the user cancelled. */
const OUTBOX_CHANNEL_NAME = 'laughloop-outbox';

interface CancelMessage {
  type: 'cancel';
  id: string;
}

function isCancelMessage(data: unknown): data is CancelMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, id } = data as { type?: unknown; id?: unknown };
  return type === 'cancel' && typeof id === 'string';
}

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL_NAME);
}

/** Tells every other tab and the worker that `id` was cancelled. */
export function announceCancel(channel: BroadcastChannel | null, id: string): void {
  channel?.postMessage({ type: 'cancel', id } satisfies CancelMessage);
}

/**
 * Aborts the running item a cancel names, on a channel of its own; returns it (to announce
 * cancels on) and a function that stops listening.
 */
export function followCancels(running: ReadonlyMap<string, AbortController>): {
  channel: BroadcastChannel | null;
  stop: () => void;
} {
  const channel = openChannel();
  channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isCancelMessage(event.data)) running.get(event.data.id)?.abort();
  });
  return { channel, stop: () => channel?.close() };
}

import { isWarmFilesReply, type WarmFilesRequest } from '@/lib/worker/warm-files-protocol';

/** A worker that never answers (one older than this message) leaves every file uncached. */
const REPLY_TIMEOUT_MS = 120_000;

/**
 * Hands `paths` to the service worker to fetch into its caches (src/sw/warm-files.ts); resolves
 * with how many it could not cache.
 */
export function cacheThroughWorker(
  worker: { postMessage(message: unknown, transfer: Transferable[]): void },
  paths: string[],
  timeoutMs = REPLY_TIMEOUT_MS,
): Promise<number> {
  if (paths.length === 0) return Promise.resolve(0);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const finish = (failures: number) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(failures);
    };
    const timer = setTimeout(() => finish(paths.length), timeoutMs);
    channel.port1.onmessage = (message: MessageEvent<unknown>) => {
      if (isWarmFilesReply(message.data)) finish(message.data.failures);
    };
    const request: WarmFilesRequest = { type: 'warm-files', paths };
    worker.postMessage(request, [channel.port2]);
  });
}

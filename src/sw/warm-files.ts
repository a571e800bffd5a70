import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js';
import { isWarmFilesRequest, type WarmFilesReply } from '@/lib/worker/warm-files-protocol';
import { warmFiles } from './warm-files-run';

/**
 * Answers a page's warm-up request: each file goes through the worker's own routes, exactly as if
 * the page had fetched it, so the runtime caches' rules (and their expiry) apply to it.
 */
export function handleWarmFiles(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    if (!isWarmFilesRequest(event.data)) return;
    const router = getOrCreateDefaultRouter();
    const cacheOne = async (path: string) => {
      const request = new Request(new URL(path, scope.location.origin).href);
      const response = await router.handleRequest({ request, event });
      return response?.ok === true;
    };
    const port = event.ports[0];
    event.waitUntil(
      warmFiles(event.data.paths, cacheOne).then((failures) => {
        const reply: WarmFilesReply = { type: 'warm-files-done', failures };
        port?.postMessage(reply);
      }),
    );
  });
}

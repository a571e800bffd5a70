import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { reachableClosure, staticClosure, type ChunkLike } from './bundle-graph.ts';

/** Where the list lands in the build, and where the page's offline warm-up reads it. */
export const OFFLINE_FILES = 'offline-files.json';

const ROUTE_ENTRY = /import\('\.\/routes\/([\w-]+)'\),\s*offline:\s*(true|false)/g;

/**
 * The route modules marked `offline: false` in src/app/route-table.ts (payment and account
 * callbacks). Throws when a route is written in a way this does not read, so a new route can
 * never slip into (or out of) the offline list unnoticed.
 */
export function onlineOnlyRoutes(routeTable: string): Set<string> {
  const routes = [...routeTable.matchAll(ROUTE_ENTRY)];
  const written = routeTable.match(/import\('\.\/routes\//g)?.length ?? 0;
  if (routes.length === 0 || routes.length !== written)
    throw new Error(
      `route-table.ts: read ${routes.length} of ${written} routes; keep "load: () => import('./routes/x'), offline: …" together`,
    );
  return new Set(routes.filter((route) => route[2] === 'false').map((route) => route[1]!));
}

/**
 * The build's files a page needs to work offline: every chunk the app can load, except the
 * shell (precached by the worker) and the online-only pages with what only they load.
 */
export function offlineFiles(bundle: Record<string, ChunkLike>, onlineOnly: Set<string>): string[] {
  const isOnlineOnlyRoute = (chunk: ChunkLike) => {
    const route = /\/src\/app\/routes\/([\w-]+)\.tsx?$/.exec(chunk.facadeModuleId ?? '');
    return route !== null && onlineOnly.has(route[1]!);
  };
  const files = new Set<string>();
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk' || !item.isEntry) continue;
    const shell = staticClosure(bundle, item.fileName);
    for (const fileName of reachableClosure(bundle, item.fileName, isOnlineOnlyRoute)) {
      if (!shell.has(fileName)) files.add(fileName);
      bundle[fileName]?.viteMetadata?.importedCss?.forEach((css) => files.add(css));
    }
    shell.forEach((fileName) =>
      bundle[fileName]?.viteMetadata?.importedCss?.forEach((css) => files.delete(css)),
    );
  }
  return [...files].sort().map((fileName) => `/${fileName}`);
}

/**
 * Writes OFFLINE_FILES: the list the page's warm-up fetches through the service worker, so the
 * offline pages' code is cached without running any of it (importing every page on a slow phone
 * took seconds of main thread).
 */
export function offlineFilesPlugin(routeTable: URL): Plugin {
  return {
    name: 'laughloop-offline-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const onlineOnly = onlineOnlyRoutes(readFileSync(routeTable, 'utf8'));
      const files = offlineFiles(bundle as unknown as Record<string, ChunkLike>, onlineOnly);
      this.emitFile({ type: 'asset', fileName: OFFLINE_FILES, source: JSON.stringify(files) });
    },
  };
}

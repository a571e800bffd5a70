/**
 * The offline warm-up's messages (src/app/pwa): a page hands the worker the build's files for the
 * offline pages, and the worker fetches them through its own caching routes. Fetching them from
 * the page cost its main thread about a millisecond per file, 136 files, while it was starting.
 */

/** Posted to the controlling worker with a MessagePort for the reply. */
export interface WarmFilesRequest {
  type: 'warm-files';
  /** Same-origin paths ('/assets/…'). */
  paths: string[];
}

/** Posted back on that port once every file has been tried. */
export interface WarmFilesReply {
  type: 'warm-files-done';
  /** Files that could not be cached (offline, or gone with a newer build). */
  failures: number;
}

export function isWarmFilesRequest(data: unknown): data is WarmFilesRequest {
  if (typeof data !== 'object' || data === null) return false;
  const { type, paths } = data as { type?: unknown; paths?: unknown };
  return (
    type === 'warm-files' &&
    Array.isArray(paths) &&
    paths.every(
      (path) => typeof path === 'string' && path.startsWith('/') && !path.startsWith('//'),
    )
  );
}

export function isWarmFilesReply(data: unknown): data is WarmFilesReply {
  if (typeof data !== 'object' || data === null) return false;
  const { type, failures } = data as { type?: unknown; failures?: unknown };
  return type === 'warm-files-done' && Number.isInteger(failures) && (failures as number) >= 0;
}

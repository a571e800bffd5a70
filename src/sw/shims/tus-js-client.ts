/**
 * Stands in for `tus-js-client` in the service worker build (scripts/vite-worker-build.ts): its
 * core upload class alone, without the browser defaults the worker never uses (an
 * XMLHttpRequest stack, a FileReader, localStorage resume URLs, stream sources). The worker's
 * uploads pass every one of those options themselves (src/features/submit/outbox/tus-upload.ts:
 * fetch stack, ArrayBuffer reader, the outbox's resume URL store, a fixed fingerprint), so the
 * core runs them as the full package would, ~7 KiB gzip lighter.
 */
// tus-js-client ships no types for its inner modules; the full package's types describe them.
// @ts-expect-error -- an inner module of tus-js-client, without its own declaration file
import BaseUpload from 'tus-js-client/lib.esm/upload.js';
// @ts-expect-error -- an inner module of tus-js-client, without its own declaration file
import DetailedError from 'tus-js-client/lib.esm/error.js';

/** The browser build's Upload, less its browser defaults: the core's own defaults still apply. */
class Upload extends BaseUpload {
  constructor(file: unknown, options: Record<string, unknown>) {
    super(file, { ...BaseUpload.defaultOptions, ...options });
  }
}

export { Upload, DetailedError };

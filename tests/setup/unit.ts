import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { afterAll, vi } from 'vitest';

// fake-indexeddb clones with Node's structuredClone, which only round-trips Node's own Blob.
globalThis.Blob = NodeBlob as unknown as typeof Blob;

// Files share a worker's DOM and globals (vitest.config.ts, isolate: false): whatever one file
// changed of them goes back before the next file starts.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
  document.title = '';
});

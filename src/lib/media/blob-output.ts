import type { ShrinkOutput } from './shrink-video';

/**
 * A shrink's output kept as a Blob on the page, for a cut made before anything is queued (the
 * trimmer's re-encode): each write becomes a Blob part instead of growing one buffer, and a write
 * back over earlier bytes (a header learning the size last) splices the Blob. Blobs are held by
 * the browser, which pages large ones to disk, not by the JS heap.
 */
export function blobOutput(): ShrinkOutput {
  let whole = new Blob([]);
  return {
    async write(position, bytes) {
      const end = position + bytes.byteLength;
      const gap = position > whole.size ? [new Uint8Array(position - whole.size)] : [];
      whole = new Blob([whole.slice(0, position), ...gap, bytes.slice(), whole.slice(end)]);
    },
    finish: async (type) => new Blob([whole], { type }),
  };
}

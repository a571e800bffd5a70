import type { FileReader as TusFileReader, FileSource, SliceResult } from 'tus-js-client';

/**
 * Sends each 6 MB chunk as an ArrayBuffer read from a Blob slice instead of the slice itself:
 * WebKit's XHR can hang after the first chunk when the body is a file-backed Blob slice
 * (reference/anchors-product.md §2.2). Only one chunk is in memory at a time.
 */
export const arrayBufferFileReader: TusFileReader = {
  async openFile(input: unknown): Promise<FileSource> {
    if (!(input instanceof Blob)) throw new Error('tus: only Blob sources are supported');
    const blob = input;
    return {
      size: blob.size,
      async slice(start: number, end: number): Promise<SliceResult> {
        const buffer = await blob.slice(start, end).arrayBuffer();
        // tus-js-client checks the last chunk's length through `.size`, which ArrayBuffers lack.
        Object.defineProperty(buffer, 'size', { value: buffer.byteLength });
        return { value: buffer, done: end >= blob.size };
      },
      close() {
        // Nothing is held open: every slice is read on demand.
      },
    };
  },
};

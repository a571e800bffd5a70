/**
 * happy-dom's FileReader only reads its own Blob class, while the unit setup swaps in Node's Blob
 * (the one fake-indexeddb can store). fix-webm-duration reads with FileReader, so its tests use
 * this reader over Blob.arrayBuffer().
 */
export class BlobFileReader {
  result: ArrayBuffer | null = null;
  error: unknown = null;
  onloadend: (() => void) | null = null;

  readAsArrayBuffer(blob: Blob): void {
    blob.arrayBuffer().then(
      (buffer) => {
        this.result = buffer;
        this.onloadend?.();
      },
      (error: unknown) => {
        this.error = error;
        this.onloadend?.();
      },
    );
  }
}

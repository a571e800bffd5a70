/** Messages between the page and the shrink worker (shrink.worker.ts). */

export interface ShrinkRequest {
  type: 'start';
  file: Blob;
}

export interface ShrinkCancel {
  type: 'cancel';
}

export type ToShrinkWorker = ShrinkRequest | ShrinkCancel;

export interface ShrunkFile {
  buffer: ArrayBuffer;
  mimeType: string;
  width: number;
  height: number;
  durationSeconds: number;
}

export type FromShrinkWorker =
  | { type: 'progress'; fraction: number }
  | ({ type: 'done' } & ShrunkFile)
  /** This browser cannot decode the file or encode the result: the original is sent instead. */
  | { type: 'unsupported'; reason: string }
  | { type: 'cancelled' }
  | { type: 'failed'; message: string };

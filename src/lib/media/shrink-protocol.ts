/** Messages between the page and the shrink worker (shrink.worker.ts). */

export interface ShrinkRequest {
  type: 'start';
  file: Blob;
  /** Only this part of the file is encoded (issue 39's trim); absent: all of it. */
  range?: { startSeconds: number; endSeconds: number };
}

export interface ShrinkCancel {
  type: 'cancel';
}

/** Asks a worker only to answer 'ready': its script (and the encoder in it) is then cached. */
export interface ShrinkWarm {
  type: 'warm';
}

export type ToShrinkWorker = ShrinkRequest | ShrinkCancel | ShrinkWarm;

export interface ShrunkFile {
  buffer: ArrayBuffer;
  mimeType: string;
  width: number;
  height: number;
  durationSeconds: number;
}

export type FromShrinkWorker =
  | { type: 'ready' }
  | { type: 'progress'; fraction: number }
  | ({ type: 'done' } & ShrunkFile)
  /** This browser cannot decode the file or encode the result: the original is sent instead. */
  | { type: 'unsupported'; reason: string }
  | { type: 'cancelled' }
  | { type: 'failed'; message: string };

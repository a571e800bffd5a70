/**
 * Messages between the page and the shrink worker (shrink.worker.ts). The worker never holds the
 * shrunk file: it hands it over in chunks as it is encoded (issue 39), each stored by the page
 * before the next is sent, then measures the stored file the page gives back.
 */

export interface ShrinkRequest {
  type: 'start';
  file: Blob;
  /** Only this part of the file is encoded (issue 39's trim); absent: all of it. */
  range?: { startSeconds: number; endSeconds: number };
}

interface ShrinkCancel {
  type: 'cancel';
}

/** Asks a worker only to answer 'ready': its script (and the encoder in it) is then cached. */
interface ShrinkWarm {
  type: 'warm';
}

/** The page stored output chunk `seq`: the worker may hand over more. */
interface ShrinkChunkStored {
  type: 'stored';
  seq: number;
}

/** The whole output as the page stored it, for the worker to measure (what the 300 s rule reads). */
interface ShrinkMeasure {
  type: 'measure';
  file: Blob;
}

export type ToShrinkWorker =
  ShrinkRequest | ShrinkCancel | ShrinkWarm | ShrinkChunkStored | ShrinkMeasure;

/** What was encoded; the bytes themselves went to the page as chunks. */
export interface ShrinkEncoded {
  type: 'encoded';
  mimeType: 'video/webm' | 'video/mp4';
  /** mediabunny's name of the video codec ('avc', 'vp9', 'vp8'). */
  codec: string;
  width: number;
  height: number;
}

export type FromShrinkWorker =
  | { type: 'ready' }
  | { type: 'progress'; fraction: number }
  /** `data` goes at byte `position` of the output: at its end, or over bytes sent before. */
  | { type: 'chunk'; seq: number; position: number; data: ArrayBuffer }
  | ShrinkEncoded
  | { type: 'done'; durationSeconds: number }
  /** This browser cannot decode the file or encode the result: the original is sent instead. */
  | { type: 'unsupported'; reason: string }
  | { type: 'cancelled' }
  | { type: 'failed'; message: string };

/** Messages between the page and the trim worker (trim.worker.ts). One request per worker. */
import type { TrimRange } from './trim-plan';

export type ToTrimWorker =
  /** Only answer 'ready': the worker's script is then in the service worker's cache. */
  | { type: 'warm' }
  /** The keyframes near a start and the file's length (trim-media keyframesAround). */
  | { type: 'probe'; file: Blob; aroundSeconds: number }
  /** Cut `range` by copying packets. */
  | { type: 'copy'; file: Blob; range: TrimRange }
  /** `count` thumbnails `height` pixels high, each sent as it is decoded. */
  | { type: 'filmstrip'; file: Blob; count: number; height: number };

export type FromTrimWorker =
  | { type: 'ready' }
  | { type: 'probed'; keyframes: number[]; durationSeconds: number }
  | { type: 'progress'; fraction: number }
  | {
      type: 'copied';
      buffer: ArrayBuffer;
      mimeType: string;
      durationSeconds: number;
      width: number;
      height: number;
    }
  | { type: 'cannot-copy'; reason: string }
  | { type: 'frame'; index: number; timestamp: number; image: Blob }
  | { type: 'filmstrip-done' }
  | { type: 'failed'; message: string };

import { appendChunk, createTake } from '../data/take-store';
import { firstChunk, laterChunk } from './webm-fixture';

export const WEBM = 'video/webm;codecs=vp9,opus';

/** A take recorded for `seconds` 1 s slices, still 'recording' (no tab finished it). */
export async function recordTake(id: string, seconds: number, startedAt = 1_000): Promise<void> {
  await createTake(id, WEBM, startedAt);
  await appendChunk(id, 0, new Blob([firstChunk()], { type: WEBM }), 1, startedAt + 1_000);
  for (let seq = 1; seq < seconds; seq++) {
    await appendChunk(
      id,
      seq,
      new Blob([laterChunk()], { type: WEBM }),
      seq + 1,
      startedAt + (seq + 1) * 1_000,
    );
  }
}

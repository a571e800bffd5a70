import { StreamTarget, type StreamTargetChunk } from 'mediabunny';
import type { FromShrinkWorker } from './shrink-protocol';

/** How much output the target gathers before handing it to the page (one stored piece). */
const OUTPUT_CHUNK_BYTES = 2 * 1024 * 1024;
/** Chunks handed to the page and not stored yet; beyond this the encoder waits (backpressure). */
const CHUNKS_IN_FLIGHT = 2;

type Post = (message: FromShrinkWorker, transfer: Transferable[]) => void;

/**
 * The worker's end of the output (issue 39): mediabunny's StreamTarget, in chunks, each posted to
 * the page (its bytes moved, not copied twice) and counted as written once the page says it is
 * stored. So at most a few chunks of the output are ever in memory.
 */
export function chunkedOutput(post: Post) {
  let nextSeq = 0;
  const waiting = new Map<number, () => void>();
  const send = ({ data, position }: StreamTargetChunk) =>
    new Promise<void>((resolve) => {
      const seq = nextSeq++;
      waiting.set(seq, resolve);
      // A buffer of its own: the chunk's view may share one with bytes still to come.
      const bytes = data.slice();
      post({ type: 'chunk', seq, position, data: bytes.buffer }, [bytes.buffer]);
    });
  return {
    /** A target for one Output. */
    target: () =>
      new StreamTarget(
        new WritableStream<StreamTargetChunk>(
          { write: send },
          new CountQueuingStrategy({ highWaterMark: CHUNKS_IN_FLIGHT }),
        ),
        { chunked: true, chunkSize: OUTPUT_CHUNK_BYTES },
      ),
    /** The page stored chunk `seq`. */
    stored(seq: number): void {
      waiting.get(seq)?.();
      waiting.delete(seq);
    },
  };
}

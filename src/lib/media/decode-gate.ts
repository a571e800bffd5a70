/**
 * Back-pressure in front of a video decoder (issue 39). mediabunny's sample sink queues up to 40
 * packets whenever its own frame queue is empty, and the decoder turns them all into frames at
 * once: ~40 decoded 1080p frames (3 MB each) were alive in bench:shrink, most of the +300 MB.
 * The gate holds the chunks instead and lets one into the decoder only while fewer than `limit`
 * frames are on their way (in the decoder) or out (decoded, not closed yet).
 *
 * A decoder that reorders frames (B-frames) may need more chunks than `limit` before it puts
 * out the first: when nothing comes out for `stallMs` while chunks wait and no frame is out, the
 * limit grows by one (up to `limit + MAX_REORDER`), so such a file decodes, a little slower at
 * first, instead of waiting forever.
 */

/** H.264 and HEVC hold at most 16 frames for reordering. */
const MAX_REORDER = 16;

export interface DecodeGateOptions<Chunk> {
  /** Frames in the decoder and out of it, at most (before any growth). */
  limit: number;
  /** Hands a chunk to the real decoder. */
  submit(chunk: Chunk): void;
  /** How long nothing may come out, with frames wanted, before the limit grows. */
  stallMs: number;
}

export class DecodeGate<Chunk> {
  readonly #options: DecodeGateOptions<Chunk>;
  #limit: number;
  readonly #maxLimit: number;
  #held: Chunk[] = [];
  /** Submitted, not output yet. */
  #inDecoder = 0;
  /** Output, not closed yet. */
  #out = 0;
  #stallTimer: ReturnType<typeof setTimeout> | null = null;
  #drained: (() => void)[] = [];

  constructor(options: DecodeGateOptions<Chunk>) {
    this.#options = options;
    this.#limit = options.limit;
    this.#maxLimit = options.limit + MAX_REORDER;
  }

  /** Chunks waiting for room in the decoder. */
  get held(): number {
    return this.#held.length;
  }

  /** The current limit (it grows when a decoder needs more input to put out a frame). */
  get limit(): number {
    return this.#limit;
  }

  push(chunk: Chunk): void {
    this.#held.push(chunk);
    this.#pump();
  }

  /** The decoder put out a frame. */
  frameOut(): void {
    this.#inDecoder = Math.max(0, this.#inDecoder - 1);
    this.#out++;
    this.#stopStallTimer();
  }

  /** A frame put out earlier was closed: room for the next chunk. */
  frameClosed(): void {
    this.#out = Math.max(0, this.#out - 1);
    this.#pump();
  }

  /** Resolves once no chunk waits here any more (then the decoder itself may be flushed). */
  drained(): Promise<void> {
    if (this.#held.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#drained.push(resolve));
  }

  /** Drops the waiting chunks and starts counting afresh (the decoder was reset or closed). */
  clear(): void {
    this.#held = [];
    this.#inDecoder = 0;
    this.#out = 0;
    this.#stopStallTimer();
    this.#resolveDrained();
  }

  #pump(): void {
    while (this.#held.length > 0 && this.#out + this.#inDecoder < this.#limit) {
      this.#inDecoder++;
      this.#options.submit(this.#held.shift()!);
    }
    if (this.#held.length === 0) this.#resolveDrained();
    else if (this.#out === 0) this.#startStallTimer();
  }

  #startStallTimer(): void {
    if (this.#stallTimer !== null || this.#limit >= this.#maxLimit) return;
    this.#stallTimer = setTimeout(() => {
      this.#stallTimer = null;
      if (this.#out > 0 || this.#held.length === 0) return;
      this.#limit++;
      this.#pump();
    }, this.#options.stallMs);
  }

  #stopStallTimer(): void {
    if (this.#stallTimer === null) return;
    clearTimeout(this.#stallTimer);
    this.#stallTimer = null;
  }

  #resolveDrained(): void {
    const waiting = this.#drained;
    this.#drained = [];
    for (const resolve of waiting) resolve();
  }
}

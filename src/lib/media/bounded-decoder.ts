import { DecodeGate } from './decode-gate';

/**
 * Decoded frames in the decoder or out of it, waiting to be resized and encoded: 4 keeps the
 * decoder a few frames ahead of the encoder (the two run in parallel) at ~12 MB for 1080p.
 */
const DECODE_AHEAD = 4;
/** No frame for this long while chunks wait: the decoder wants more input (reordered frames). */
const STALL_MS = 100;

/**
 * A VideoDecoder that decodes at most `limit` frames ahead (decode-gate.ts), for the shrink
 * worker to put in place of the global one (issue 39): mediabunny's Conversion has no option to
 * bound its decoder, and a custom decoder (registerDecoder) would lose mediabunny's own handling
 * of Chromium's decoders (H.264 SPS fixes, reordered timestamps). The chunks mediabunny hands over
 * wait in the gate and count in `decodeQueueSize`, so mediabunny stops reading ahead as before; a
 * frame counts until it is closed (its own `close` tells the gate).
 */
export function boundedVideoDecoder(
  Base: typeof VideoDecoder,
  limit = DECODE_AHEAD,
): typeof VideoDecoder {
  class BoundedVideoDecoder extends Base {
    readonly #gate: DecodeGate<EncodedVideoChunk>;

    constructor(init: VideoDecoderInit) {
      let gate: DecodeGate<EncodedVideoChunk> | null = null;
      super({
        ...init,
        output: (frame) => {
          gate?.frameOut();
          const close = frame.close.bind(frame);
          let closed = false;
          frame.close = () => {
            if (!closed) gate?.frameClosed();
            closed = true;
            close();
          };
          init.output(frame);
        },
        // A failed decoder is closed: nothing more goes in, and a flush waiting on the gate goes on.
        error: (error) => {
          gate?.clear();
          init.error(error);
        },
      });
      const submit = (chunk: EncodedVideoChunk) => {
        if (this.state !== 'configured') return gate?.clear();
        try {
          super.decode(chunk);
        } catch (error) {
          // Thrown at mediabunny's call before; now it comes later, as the decoder's error.
          init.error(error instanceof DOMException ? error : new DOMException(String(error)));
        }
      };
      gate = new DecodeGate({ limit, submit, stallMs: STALL_MS });
      this.#gate = gate;
    }

    override decode(chunk: EncodedVideoChunk): void {
      if (this.state !== 'configured') return super.decode(chunk);
      this.#gate.push(chunk);
    }

    override async flush(): Promise<void> {
      await this.#gate.drained();
      return super.flush();
    }

    override reset(): void {
      this.#gate.clear();
      super.reset();
    }

    override close(): void {
      this.#gate.clear();
      super.close();
    }

    static {
      // The chunks waiting in the gate count as queued, so mediabunny reads ahead no further than
      // before. (An accessor: lib.dom declares decodeQueueSize a property, not to be overridden.)
      const own = Object.getOwnPropertyDescriptor(Base.prototype, 'decodeQueueSize');
      Object.defineProperty(this.prototype, 'decodeQueueSize', {
        configurable: true,
        get(this: BoundedVideoDecoder) {
          const queued = (own?.get?.call(this) as number | undefined) ?? 0;
          return queued + this.#gate.held;
        },
      });
    }
  }
  return BoundedVideoDecoder;
}

import { describe, expect, it } from 'vitest';
import { boundedVideoDecoder } from './bounded-decoder';

/** Stands in for WebCodecs' VideoDecoder: records chunks; the test puts frames out by hand. */
class FakeDecoder {
  static last: FakeDecoder | null = null;
  state: CodecState = 'configured';
  decoded: unknown[] = [];
  flushed = false;
  readonly init: VideoDecoderInit;
  constructor(init: VideoDecoderInit) {
    this.init = init;
    FakeDecoder.last = this;
  }
  get decodeQueueSize(): number {
    return 1;
  }
  decode(chunk: unknown): void {
    if (this.state !== 'configured') throw new DOMException('not configured', 'InvalidStateError');
    this.decoded.push(chunk);
  }
  flush(): Promise<void> {
    this.flushed = true;
    return Promise.resolve();
  }
  reset(): void {}
  close(): void {
    this.state = 'closed';
  }
  /** Puts out a frame, as the real decoder's output callback would. */
  putOut(): { closed: boolean } & VideoFrame {
    const frame = { closed: false, close: () => (frame.closed = true) };
    this.init.output(frame as unknown as VideoFrame);
    return frame as unknown as { closed: boolean } & VideoFrame;
  }
}

function decoder(limit = 2) {
  const Bounded = boundedVideoDecoder(FakeDecoder as unknown as typeof VideoDecoder, limit);
  const errors: DOMException[] = [];
  const frames: VideoFrame[] = [];
  const instance = new Bounded({
    output: (frame) => frames.push(frame),
    error: (error) => errors.push(error),
  });
  return { instance, fake: FakeDecoder.last!, frames, errors };
}

const chunk = (n: number) => n as unknown as EncodedVideoChunk;

describe('boundedVideoDecoder', () => {
  it('hands `limit` chunks to the decoder and counts the rest as queued', () => {
    const { instance, fake } = decoder(2);
    for (const n of [1, 2, 3, 4]) instance.decode(chunk(n));
    expect(fake.decoded).toEqual([1, 2]);
    // The real decoder's own queue (1 here) and the two held back.
    expect(instance.decodeQueueSize).toBe(3);
  });

  it('passes frames on and lets a chunk in when mediabunny closes one', () => {
    const { instance, fake, frames } = decoder(2);
    for (const n of [1, 2, 3]) instance.decode(chunk(n));
    const first = fake.putOut();
    fake.putOut();
    expect(frames).toHaveLength(2);
    expect(fake.decoded).toEqual([1, 2]);
    frames[0]!.close();
    expect(first.closed).toBe(true);
    expect(fake.decoded).toEqual([1, 2, 3]);
    // Closing twice frees one place only.
    frames[0]!.close();
    expect(instance.decodeQueueSize).toBe(1);
  });

  it('flushes the real decoder only once every held chunk went in', async () => {
    const { instance, fake, frames } = decoder(1);
    instance.decode(chunk(1));
    instance.decode(chunk(2));
    const flushed = instance.flush();
    await Promise.resolve();
    expect(fake.flushed).toBe(false);
    fake.putOut();
    frames[0]!.close();
    await flushed;
    expect(fake.flushed).toBe(true);
    expect(fake.decoded).toEqual([1, 2]);
  });

  it('drops held chunks on close, and lets an unconfigured decoder throw as before', () => {
    const { instance, fake } = decoder(1);
    instance.decode(chunk(1));
    instance.decode(chunk(2));
    instance.close();
    expect(instance.decodeQueueSize).toBe(1);
    expect(() => instance.decode(chunk(3))).toThrow('not configured');
    expect(fake.decoded).toEqual([1]);
  });

  it('drops the held chunks when the decoder fails, so a waiting flush reaches the decoder', async () => {
    const { instance, fake, errors } = decoder(1);
    instance.decode(chunk(1));
    instance.decode(chunk(2));
    const flushed = instance.flush();
    fake.state = 'closed';
    fake.init.error(new DOMException('decode failed', 'EncodingError'));
    await flushed;
    expect(fake.flushed).toBe(true);
    expect(errors.map((error) => error.message)).toEqual(['decode failed']);
    expect(fake.decoded).toEqual([1]);
  });
});

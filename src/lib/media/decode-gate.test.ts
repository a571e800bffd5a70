import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DecodeGate } from './decode-gate';

function gate(limit = 2, stallMs = 100) {
  const submitted: number[] = [];
  const decodeGate = new DecodeGate<number>({
    limit,
    stallMs,
    submit: (chunk) => submitted.push(chunk),
  });
  return { gate: decodeGate, submitted };
}

describe('DecodeGate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets `limit` chunks into the decoder and holds the rest', () => {
    const { gate: g, submitted } = gate(2);
    for (const chunk of [1, 2, 3, 4, 5]) g.push(chunk);
    expect(submitted).toEqual([1, 2]);
    expect(g.held).toBe(3);
  });

  it('counts a frame until it is closed, then lets the next chunk in, in order', () => {
    const { gate: g, submitted } = gate(2);
    for (const chunk of [1, 2, 3, 4]) g.push(chunk);
    g.frameOut();
    g.frameOut();
    expect(submitted).toEqual([1, 2]);
    g.frameClosed();
    expect(submitted).toEqual([1, 2, 3]);
    g.frameOut();
    g.frameClosed();
    g.frameClosed();
    expect(submitted).toEqual([1, 2, 3, 4]);
    expect(g.held).toBe(0);
  });

  it('never has more than `limit` frames in the decoder and out of it together', () => {
    const { gate: g, submitted } = gate(3);
    let outputs = 0;
    let closes = 0;
    for (let chunk = 0; chunk < 50; chunk++) g.push(chunk);
    for (let step = 0; closes < 50; step++) {
      // The decoder puts out a frame per step; the consumer closes one every other step.
      if (submitted.length > outputs) {
        outputs++;
        g.frameOut();
      }
      if (step % 2 === 1 && outputs > closes) {
        closes++;
        g.frameClosed();
      }
      expect(submitted.length - closes).toBeLessThanOrEqual(3);
    }
    expect(submitted).toEqual(Array.from({ length: 50 }, (_, index) => index));
  });

  it('resolves drained() once the last held chunk went in', async () => {
    const { gate: g } = gate(1);
    g.push(1);
    g.push(2);
    let drained = false;
    void g.drained().then(() => (drained = true));
    await Promise.resolve();
    expect(drained).toBe(false);
    g.frameOut();
    g.frameClosed();
    await Promise.resolve();
    expect(drained).toBe(true);
    await expect(gate().gate.drained()).resolves.toBeUndefined();
  });

  it('grows the limit when the decoder puts nothing out for stallMs (it reorders frames)', () => {
    const { gate: g, submitted } = gate(2, 100);
    for (const chunk of [1, 2, 3, 4, 5]) g.push(chunk);
    vi.advanceTimersByTime(99);
    expect(submitted).toEqual([1, 2]);
    vi.advanceTimersByTime(1);
    expect(submitted).toEqual([1, 2, 3]);
    expect(g.limit).toBe(3);
    vi.advanceTimersByTime(100);
    expect(submitted).toEqual([1, 2, 3, 4]);
    // A frame comes out: the decoder had enough; the limit stays where it got to.
    g.frameOut();
    vi.advanceTimersByTime(1000);
    expect(submitted).toEqual([1, 2, 3, 4]);
    expect(g.limit).toBe(4);
  });

  it('does not grow while a frame is out (the consumer, not the decoder, is behind)', () => {
    const { gate: g, submitted } = gate(2, 100);
    for (const chunk of [1, 2, 3]) g.push(chunk);
    g.frameOut();
    g.frameOut();
    vi.advanceTimersByTime(1000);
    expect(submitted).toEqual([1, 2]);
    expect(g.limit).toBe(2);
  });

  it('grows by at most 16 (the longest reordering H.264 and HEVC allow)', () => {
    const { gate: g, submitted } = gate(2, 10);
    for (let chunk = 0; chunk < 40; chunk++) g.push(chunk);
    vi.advanceTimersByTime(10_000);
    expect(g.limit).toBe(18);
    expect(submitted).toHaveLength(18);
  });

  it('clear() drops the held chunks, starts counting afresh and settles drained()', async () => {
    const { gate: g, submitted } = gate(1);
    g.push(1);
    g.push(2);
    const drained = g.drained();
    g.clear();
    await expect(drained).resolves.toBeUndefined();
    expect(g.held).toBe(0);
    g.push(3);
    expect(submitted).toEqual([1, 3]);
  });
});

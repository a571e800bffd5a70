import { readFileSync } from 'node:fs';
import { ALL_FORMATS, BufferSource, EncodedPacketSink, Input } from 'mediabunny';
import { describe, expect, it } from 'vitest';
import { copyRange, filmstripTimes, keyframesAround } from './trim-media';
import { planTrim } from './trim-plan';

// The trim worker's work on real files, without a browser: reading keyframes and copying packets
// need neither a decoder nor an encoder. The MP4 is the WebKit suite's iPhone-shaped take
// (fragmented, H.264/AAC, 360×640, keyframes at 0 and then 1.023 s, 2.023 s, 3.023 s); the WebM
// one of the app's samples (VP9/Opus, keyframes at 0.007, 2.007 and 4.007 s).

const mp4 = new Blob([readFileSync('tests/webkit/fixtures/take-4s.mp4')], { type: 'video/mp4' });
const webm = new Blob([readFileSync('public/samples/cat-zoomies.webm')], { type: 'video/webm' });

async function firstVideoPacket(buffer: ArrayBuffer) {
  const input = new Input({ source: new BufferSource(buffer), formats: ALL_FORMATS });
  const track = await input.getPrimaryVideoTrack();
  const packet = await new EncodedPacketSink(track!).getFirstPacket();
  return { codec: track!.codec, type: packet?.type, timestamp: packet?.timestamp };
}

describe('keyframesAround', () => {
  it('finds the keyframe at or before a start and the next one, and the length', async () => {
    const probe = await keyframesAround(mp4, 1.5);
    expect(probe.durationSeconds).toBeCloseTo(4.02, 2);
    expect(probe.keyframes).toEqual([1.0232421875, 2.0232421875]);
    expect((await keyframesAround(mp4, 0)).keyframes).toEqual([0, 1.0232421875]);
    expect((await keyframesAround(webm, 3)).keyframes).toEqual([2.007, 4.007]);
  });

  it('feeds the plan: a start 0.3 s past a keyframe is cut there; 0.6 s past is re-encoded', async () => {
    const near = await keyframesAround(mp4, 2.3);
    expect(planTrim({ ...near, range: { startSeconds: 2.3, endSeconds: 3.5 } })).toEqual({
      kind: 'copy',
      range: { startSeconds: 2.0232421875, endSeconds: 3.5 },
    });
    const far = await keyframesAround(mp4, 1.65);
    expect(planTrim({ ...far, range: { startSeconds: 1.65, endSeconds: 3.5 } })).toEqual({
      kind: 'reencode',
      range: { startSeconds: 1.65, endSeconds: 3.5 },
      copyFallback: { startSeconds: 1.0232421875, endSeconds: 3.5 },
    });
  });
});

describe('copyRange', () => {
  it('cuts 1–3 s out of the MP4 by copying packets from the keyframe the plan chose: H.264 in MP4 from 0', async () => {
    const progress: number[] = [];
    const plan = planTrim({
      ...(await keyframesAround(mp4, 1)),
      range: { startSeconds: 1, endSeconds: 3 },
    });
    expect(plan).toEqual({ kind: 'copy', range: { startSeconds: 1.0232421875, endSeconds: 3 } });
    if (plan.kind !== 'copy') return;
    const result = await copyRange(mp4, plan.range, (fraction) => progress.push(fraction));
    if (result.kind !== 'copied') throw new Error(`not copied: ${result.reason}`);
    expect(result.mimeType).toBe('video/mp4');
    expect(result.durationSeconds).toBeGreaterThan(1.9);
    expect(result.durationSeconds).toBeLessThan(2.05);
    expect({ width: result.width, height: result.height }).toEqual({ width: 360, height: 640 });
    expect(result.buffer.byteLength).toBeLessThan(mp4.size * 0.75);
    expect(await firstVideoPacket(result.buffer)).toEqual({
      codec: 'avc',
      type: 'key',
      timestamp: 0,
    });
    expect(progress.at(-1)).toBe(1);
  });

  it('keeps a WebM a WebM, cut from a keyframe in the middle', async () => {
    const result = await copyRange(webm, { startSeconds: 2.007, endSeconds: 3.5 });
    if (result.kind !== 'copied') throw new Error(`not copied: ${result.reason}`);
    expect(result.mimeType).toBe('video/webm');
    expect(result.durationSeconds).toBeGreaterThan(1.4);
    expect(result.durationSeconds).toBeLessThan(1.6);
    expect(await firstVideoPacket(result.buffer)).toMatchObject({ codec: 'vp9', type: 'key' });
  });

  it('reports a WebM start off its keyframes as not copyable: the caller re-encodes', async () => {
    const result = await copyRange(webm, { startSeconds: 3, endSeconds: 4 });
    expect(result.kind).toBe('cannot-copy');
  });
});

describe('filmstripTimes', () => {
  it('puts each thumbnail in the middle of its slot', () => {
    expect(filmstripTimes(8, 4)).toEqual([1, 3, 5, 7]);
  });
});

import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BlobFileReader } from '../testing/file-reader-shim';
import { readElement, readSize } from '@/lib/media/ebml';
import { durationIn } from '../testing/webm-duration-reader';
import { findWebmHead } from './webm-head';
import { patchWebmDuration } from './webm-duration';
import {
  CLUSTER_START,
  EBML_HEADER,
  firstChunk,
  INFO,
  SEGMENT_UNKNOWN,
} from '../testing/webm-fixture';

describe('EBML reading', () => {
  it('reads sizes, including the unknown size of a live Segment', () => {
    expect(readSize(new Uint8Array([0x81]), 0)).toEqual({ value: 1, length: 1, unknown: false });
    expect(readSize(new Uint8Array([0x40, 0x02]), 0)).toEqual({
      value: 2,
      length: 2,
      unknown: false,
    });
    expect(readSize(new Uint8Array(SEGMENT_UNKNOWN), 4)).toMatchObject({
      length: 8,
      unknown: true,
    });
    expect(readSize(new Uint8Array([0x00]), 0)).toBeUndefined();
  });

  it("finds where a recorder's header ends", () => {
    const chunk = firstChunk();
    const head = findWebmHead(chunk)!;
    expect(head.segment.size.unknown).toBe(true);
    expect(head.infoEnd).toBe(EBML_HEADER.length + SEGMENT_UNKNOWN.length + INFO.length);
    expect(findWebmHead(new Uint8Array([1, 2, 3]))).toBeUndefined();
  });
});

describe('patchWebmDuration', () => {
  beforeAll(() => {
    vi.stubGlobal('FileReader', BlobFileReader);
  });

  it('adds the Duration to the header only and keeps the Segment open-ended', async () => {
    const chunk = firstChunk();
    const patch = await patchWebmDuration(new Blob([chunk]), 3_250);
    expect(patch).toBeDefined();
    const { head, replacedBytes } = patch!;
    expect(replacedBytes).toBe(EBML_HEADER.length + SEGMENT_UNKNOWN.length + INFO.length);

    const patched = new Uint8Array([...head, ...chunk.subarray(replacedBytes)]);
    expect([...patched.subarray(0, EBML_HEADER.length)]).toEqual(EBML_HEADER);
    const segment = readElement(patched, EBML_HEADER.length)!;
    expect(segment.size.unknown).toBe(true);
    expect(durationIn(patched)).toBe(3_250);
    // Everything after Info (tracks, clusters) is byte for byte what the recorder wrote.
    expect([...patched.subarray(head.length)]).toEqual([...chunk.subarray(replacedBytes)]);
    expect(patched.indexOf(CLUSTER_START[0]!)).toBeGreaterThan(head.length - 1);
  });

  it('grows a known Segment size by the bytes it adds', async () => {
    const chunk = firstChunk();
    const known = new Uint8Array(chunk);
    const contentLength = chunk.length - EBML_HEADER.length - SEGMENT_UNKNOWN.length;
    known.set([0x01, 0, 0, 0, 0, 0, 0, contentLength], EBML_HEADER.length + 4);
    const { head, replacedBytes } = (await patchWebmDuration(new Blob([known]), 1_000))!;
    const patched = new Uint8Array([...head, ...known.subarray(replacedBytes)]);
    const segment = readElement(patched, EBML_HEADER.length)!;
    expect(segment.size.unknown).toBe(false);
    expect(segment.dataStart + segment.size.value).toBe(patched.length);
  });

  it('leaves alone what it cannot or need not fix', async () => {
    expect(
      await patchWebmDuration(
        new Blob([new Uint8Array([0, 0, 0, 1, 0x66, 0x74, 0x79, 0x70])]),
        1_000,
      ),
    ).toBeUndefined();
    const chunk = firstChunk();
    const once = (await patchWebmDuration(new Blob([chunk]), 2_000))!;
    const fixed = new Uint8Array([...once.head, ...chunk.subarray(once.replacedBytes)]);
    expect(await patchWebmDuration(new Blob([fixed]), 2_000)).toBeUndefined();
  });
});
